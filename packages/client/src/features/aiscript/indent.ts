/** What a text field holds after an edit, and where the caret goes. */
export interface Edited {
  value: string;
  caret: number;
}

export const INDENT = '  ';

/** Tab in the code editor: the selection becomes two spaces, as a code editor would indent. */
export function insertIndent(value: string, start: number, end: number): Edited {
  return { value: value.slice(0, start) + INDENT + value.slice(end), caret: start + INDENT.length };
}
