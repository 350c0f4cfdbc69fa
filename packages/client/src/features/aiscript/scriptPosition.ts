import type { Interpreter } from '@syuilo/aiscript';

/** Where in the code a failure happened, counted from 1 as editors count. */
export interface ScriptPosition {
  line: number;
  column: number;
}

/** The line and column of a character offset into the code. */
export function positionAt(code: string, offset: number): ScriptPosition {
  const before = code.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The character offset of a line and column, clamped to the code (the editor's caret). */
export function offsetOf(code: string, { line, column }: ScriptPosition): number {
  const lines = code.split('\n');
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  let offset = 0;
  for (let i = 0; i < index; i++) offset += (lines[i]?.length ?? 0) + 1;
  return offset + Math.min(Math.max(column, 1) - 1, lines[index]?.length ?? 0);
}

// The parser's message ends with "(Line 3:5)"; the position is shown in the reader's language instead.
const PARSER_POSITION = /\s*\(Line \d+:\d+\)$/;

/** A syntax error's position (the parser's `location`) and its message without the English suffix. */
export function syntaxPosition(error: { message: string; info?: unknown }): {
  message: string;
  position?: ScriptPosition;
} {
  const start = (error.info as { location?: { start?: { line?: unknown; column?: unknown } } } | undefined)
    ?.location?.start;
  if (typeof start?.line !== 'number' || typeof start.column !== 'number') return { message: error.message };
  return {
    message: error.message.replace(PARSER_POSITION, ''),
    position: { line: start.line, column: start.column },
  };
}

interface Located {
  loc?: { start: number; end: number };
  target?: Located;
}
type Evaluate = (node: Located, scope: unknown) => Promise<unknown>;

/**
 * AiScript 0.19's runtime errors carry no position, but every node the parser made has its
 * character range (`loc`), and each node is evaluated by the interpreter's `_eval`. This wraps
 * that method on one interpreter so that a failure remembers the innermost node it escaped from:
 * the call, index or operator that failed (a function's body line, not the line that called it).
 * Returns the lookup of a failure's offset (the start of the failing expression).
 */
export function trackFailureOffsets(interpreter: Interpreter): (error: unknown) => number | undefined {
  const offsets = new WeakMap<object, number>();
  // `_eval` is private and bound lazily per instance (reading it makes the instance's own copy;
  // assigning before reading would replace it for every interpreter).
  const host = interpreter as unknown as { _eval: Evaluate };
  const evaluate = host._eval;
  if (typeof evaluate !== 'function') return () => undefined;
  host._eval = (node, scope) => {
    const result = evaluate(node, scope);
    if (!node.loc) return result;
    return result.catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && !offsets.has(error)) {
        offsets.set(error, startOf(node));
      }
      throw error;
    });
  };
  return (error) => {
    if (typeof error !== 'object' || error === null) return undefined;
    // The interpreter wraps a JavaScript error in its own, keeping the original as `info`.
    return offsets.get(error) ?? offsets.get((error as { info?: object }).info ?? {});
  };
}

// A call's or index's own range starts at its "(" or "["; the expression starts at its target.
function startOf(node: Located): number {
  let start = node.loc?.start ?? 0;
  for (let target = node.target; target?.loc; target = target.target) {
    start = Math.min(start, target.loc.start);
  }
  return start;
}
