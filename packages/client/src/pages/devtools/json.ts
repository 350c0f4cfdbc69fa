/** What a JSON text editor holds: a parsed value, or why it is not JSON (with the position). */
export type JsonCheck =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'syntax'; detail: string }
  | { ok: false; problem: 'notObject' };

/** Any JSON value (a registry value may be a string, a number, null…). */
export function parseJsonValue(text: string): JsonCheck {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // The engine's message names the position of the fault; it carries no user data but the text.
    return { ok: false, problem: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** A request body: JSON whose top level is an object (blank counts as `{}`), as Misskey expects. */
export function parseRequestBody(text: string): JsonCheck {
  if (text.trim() === '') return { ok: true, value: {} };
  const parsed = parseJsonValue(text);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, problem: 'notObject' };
  return parsed;
}

/** Readable JSON for a response or a stored value; `undefined` (a 204) shows as nothing. */
export function formatJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
