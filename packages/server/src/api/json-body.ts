import { invalidParam } from './errors.js';

/** The largest JSON body the API reads; bigger ones are answered 413 (see body-limits.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * How deeply objects and arrays may nest in a JSON body or parameter. Misskey's own requests
 * stay under ten (registry values hold the deepest: client settings); the limit is there
 * because JSON.stringify, Ajv and every other walk over a value recurse, and a 1 MB body can
 * nest half a million levels, which overflows the stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` (JSON or not) opens more than `limit` objects or arrays inside each other.
 * One pass without recursion, and without parsing: a body is checked before JSON.parse
 * builds anything from it. Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse for request input: INVALID_PARAM for bad JSON or nesting over MAX_JSON_DEPTH. */
export function parseJsonParam(text: string, param: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalidParam(param, `nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidParam(param, 'not valid JSON');
  }
}

/** A request body: an object of parameters. An empty body is no parameters, as in Misskey. */
export function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  const parsed = parseJsonParam(text, '(body)');
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidParam('(body)', 'the request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
