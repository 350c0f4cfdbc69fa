import { MFM_FUNCTIONS } from '@/mfm';

/**
 * The MFM functions the composer's quick-add button offers (enableQuickAddMfmFunction): the ones
 * the renderer knows (Misskey's names, in Misskey's order). Names are syntax, the same in every
 * language, so the menu shows them as they are typed.
 */
export { MFM_FUNCTIONS };

export type MfmFunctionName = (typeof MFM_FUNCTIONS)[number];

export interface Inserted {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Puts `$[name ]` at the caret, or around the selected text (`$[name selected]`), and says where
 * the selection goes next: the caret right after `$[name `, or the same text still selected
 * inside the function, so typing goes on where the effect applies.
 */
export function insertMfmFunction(text: string, start: number, end: number, name: MfmFunctionName): Inserted {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const open = `$[${name} `;
  return {
    text: `${text.slice(0, from)}${open}${text.slice(from, to)}]${text.slice(to)}`,
    selectionStart: from + open.length,
    selectionEnd: to + open.length,
  };
}
