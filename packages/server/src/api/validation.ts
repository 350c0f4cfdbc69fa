import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ParamDef } from './endpoint.js';
import { type ApiError, invalidParam } from './errors.js';
import { parseJsonParam } from './json-body.js';

// One Ajv for all endpoints; each schema is compiled once, on the endpoint's first call:
// compiling all of them up front made up a quarter of the instance's start-up time.
// useDefaults fills in defaults such as meta's `detail: true`; no coercion, because a JSON
// body says exactly what type it means (query strings are cast separately, see castQuery).
const ajv = new Ajv({ allErrors: false, useDefaults: true, coerceTypes: false, strict: false });

export type ParamValidator = (params: Record<string, unknown>) => ApiError | null;

function topLevelName(error: ErrorObject): string {
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const parent = error.instancePath.split('/').filter(Boolean);
    return parent.length > 0 ? (parent[0] as string) : missing;
  }
  const path = error.instancePath.split('/').filter(Boolean);
  return path[0] ?? '(body)';
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? '' : `${error.instancePath.slice(1)} `;
  return `${where}${error.message ?? 'is invalid'}`.trim();
}

/**
 * The largest magnitude of any integer parameter: the range of a JavaScript date (which is
 * inside the safe integers). JSON Schema's `integer` has no bound, so 1e308 is an integer to
 * Ajv; as an OFFSET, a date or a count it made SQLite and `toISOString` throw (500s the fuzz
 * suite found). No parameter means more than a date.
 */
export const MAX_INTEGER_PARAM = 8_640_000_000_000_000;

/** A copy of `schema` whose integers without bounds of their own get ±MAX_INTEGER_PARAM. */
function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundIntegers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Property names are data, not schemas; the rest are walked as (lists of) schemas.
    out[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, boundIntegers(sub)]))
        : key === 'enum' || key === 'default' || key === 'required' || key === 'type'
          ? value
          : boundIntegers(value);
  }
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum ??= -MAX_INTEGER_PARAM;
    out.maximum ??= MAX_INTEGER_PARAM;
  }
  return out;
}

export function compileParams(schema: ParamDef): ParamValidator {
  let validate: ValidateFunction | null = null;
  return (params) => {
    validate ??= ajv.compile(boundIntegers(schema) as ParamDef);
    if (validate(params)) return null;
    const first = validate.errors?.[0];
    if (!first) return invalidParam('(body)', 'invalid parameters');
    return invalidParam(topLevelName(first), describe(first));
  };
}

function typesOf(prop: unknown): string[] {
  if (typeof prop !== 'object' || prop === null) return [];
  const t = (prop as { type?: unknown }).type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/**
 * Query strings carry only text: turn "true", "5", "null" and JSON arrays into what the
 * schema declares, so GET and POST validate the same way.
 */
export function castQuery(schema: ParamDef, query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...query };
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const value = out[key];
    if (value === undefined) continue;
    const types = typesOf(prop);
    if (types.includes('array')) {
      if (typeof value === 'string') {
        if (value.startsWith('[')) {
          out[key] = parseJsonParam(value, key);
        } else {
          out[key] = [value];
        }
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    if (value === 'null' && types.includes('null')) {
      out[key] = null;
    } else if (types.includes('boolean') && (value === 'true' || value === 'false')) {
      out[key] = value === 'true';
    } else if ((types.includes('number') || types.includes('integer')) && /^-?\d+(\.\d+)?$/.test(value)) {
      out[key] = Number(value);
    } else if (!types.includes('string') && types.length > 0) {
      throw invalidParam(key, `cannot cast to ${types.join(' or ')}`);
    }
  }
  return out;
}

/** The property names a schema declares, at its top level and in its anyOf/oneOf/allOf branches. */
function declaredNames(schema: object): Set<string> {
  const names = new Set<string>();
  const branches = [schema];
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const list = (schema as Record<string, unknown>)[keyword];
    if (Array.isArray(list))
      branches.push(...list.filter((b): b is object => typeof b === 'object' && b !== null));
  }
  for (const branch of branches) {
    const props = (branch as { properties?: unknown }).properties;
    if (typeof props === 'object' && props !== null) for (const name of Object.keys(props)) names.add(name);
  }
  return names;
}

/**
 * Keeps only the parameters the endpoint declares. Misskey ignores the others; we drop them
 * before validation so that nothing undeclared (megabytes of padding, `__proto__`,
 * `constructor`) reaches a handler, a cache key or a log line. Nested objects keep their keys:
 * values such as registry entries and policies are objects of any shape by design.
 */
export function compileDeclaredParams(
  schema: ParamDef,
): (params: Record<string, unknown>) => Record<string, unknown> {
  const names = [...declaredNames(schema)];
  return (params) => {
    const out: Record<string, unknown> = {};
    for (const name of names) if (Object.hasOwn(params, name)) out[name] = params[name];
    return out;
  };
}
