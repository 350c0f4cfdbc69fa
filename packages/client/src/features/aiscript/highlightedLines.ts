import type { CodeToken, HighlightedCode } from '@/mfm/highlight/shiki';

/** A finished highlight and the code it was made for (typing moves on while the worker works). */
export interface Highlight {
  code: string;
  tokens: HighlightedCode;
}

/** One line to draw: its tokens when a highlight still fits it, else its plain text. */
export type DrawnLine = CodeToken[] | string;

/**
 * The lines of the code as it is now, each coloured by the last highlight where that line is
 * unchanged (the same lines at the start and at the end) and plain where it was edited since,
 * so the drawing always holds exactly the field's text and colour never jumps to a wrong line.
 */
export function highlightedLines(code: string, highlight: Highlight | null): DrawnLine[] {
  const lines = code.split('\n');
  if (!highlight) return lines;
  const before = highlight.code.split('\n');
  const { tokens } = highlight;
  // A line's tokens, if they spell that line (else it is drawn plain).
  const fitting = (i: number) => {
    const line = tokens[i];
    return line && line.map((t) => t.content).join('') === before[i] ? line : undefined;
  };
  if (tokens.length !== before.length) return lines;
  const drawn: DrawnLine[] = [...lines];
  const shared = Math.min(lines.length, before.length);
  let head = 0;
  while (head < shared && lines[head] === before[head]) {
    drawn[head] = fitting(head) ?? lines[head] ?? '';
    head++;
  }
  for (let tail = 1; tail <= shared - head; tail++) {
    const now = lines.length - tail;
    const then = before.length - tail;
    if (lines[now] !== before[then]) break;
    drawn[now] = fitting(then) ?? lines[now] ?? '';
  }
  return drawn;
}
