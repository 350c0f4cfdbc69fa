/**
 * The JSON text of packed notes, made from pieces kept between requests. Serialising a page of
 * ten notes took more CPU than packing it (about a tenth of a cached home timeline request,
 * docs/performance.md), while most of each note is the same every time: the viewer-independent
 * part and the author, both deep-frozen objects of the note cache (note-cache.ts). Their text
 * is kept with them; a note's text is that text with the viewer's own keys appended.
 *
 * The answer is always exactly `JSON.stringify` of the same value: a piece is reused only for
 * a frozen object (it cannot have changed since), and a note is assembled only while its first
 * keys are still the shared part's keys, in order, holding the very same values; any other
 * note (an override of a shared key such as a voted poll, a changed value) is serialised whole.
 */

/** Frozen plain object → its JSON text. */
const texts = new WeakMap<object, string>();

/** Packed note → the frozen shared part it was spread from. */
const sharedOf = new WeakMap<object, object>();

/** Shared part → its keys, in order. */
const keysOf = new WeakMap<object, string[]>();

/** Tells the serialiser that `note` was made as `{ ...shared }` plus keys of its own. */
export function markPackedNote(note: object, shared: object): void {
  if (Object.isFrozen(shared)) sharedOf.set(note, shared);
}

function isNote(value: unknown): value is object {
  return value !== null && typeof value === 'object' && sharedOf.has(value);
}

function frozenText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/** JSON.stringify(value) for a property value (undefined when the key is left out). */
function valueText(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object') {
    if (sharedOf.has(value)) return noteText(value);
    // A frozen plain object cannot have changed since its text was made (a Date could).
    if (Object.isFrozen(value) && Object.getPrototypeOf(value) === Object.prototype) return frozenText(value);
  }
  return JSON.stringify(value);
}

function noteText(note: object): string {
  const shared = sharedOf.get(note) as Record<string, unknown>;
  let sharedKeys = keysOf.get(shared);
  if (!sharedKeys) {
    sharedKeys = Object.keys(shared);
    keysOf.set(shared, sharedKeys);
  }
  const keys = Object.keys(note);
  const own = note as Record<string, unknown>;
  const base = frozenText(shared);
  if (base === '{}' || keys.length < sharedKeys.length || 'toJSON' in note) return JSON.stringify(note);
  for (let i = 0; i < sharedKeys.length; i++) {
    const key = sharedKeys[i] as string;
    if (keys[i] !== key || own[key] !== shared[key]) return JSON.stringify(note);
  }
  let text = base.slice(0, -1);
  for (let i = sharedKeys.length; i < keys.length; i++) {
    const key = keys[i] as string;
    const value = valueText(own[key]);
    if (value !== undefined) text += `,${JSON.stringify(key)}:${value}`;
  }
  return `${text}}`;
}

/**
 * The JSON text of an API answer: `JSON.stringify(result)`, faster for a list of packed notes.
 */
export function answerJson(result: unknown): string {
  if (!Array.isArray(result) || result.length === 0 || !result.every(isNote)) return JSON.stringify(result);
  return `[${result.map(noteText).join(',')}]`;
}
