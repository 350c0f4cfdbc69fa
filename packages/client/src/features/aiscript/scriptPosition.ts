import { errors, type Interpreter, Parser } from '@syuilo/aiscript';

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

type Program = ReturnType<Parser['parse']>;
type Validate = (nodes: Program) => Program;

/**
 * Parses a script. AiScript 0.19's checks after parsing (a reserved word used as a name, a type
 * that does not exist) throw without a position; they run again here on ever smaller parts of the
 * tree until the innermost node that still fails, and the error is thrown again with that node's
 * line and column (the parser's `location`). Where no node can be blamed the error stays without a
 * position: the script's failure then names no line rather than a wrong one.
 */
export function parseScript(code: string): Program {
  const parser = new Parser();
  const plugins = (parser as unknown as { plugins: { validate: Validate[] } }).plugins;
  plugins.validate = plugins.validate.map((validate) => (nodes) => {
    try {
      return validate(nodes);
    } catch (error) {
      if (!(error instanceof errors.AiScriptSyntaxError)) throw error;
      const offset = blame(validate, nodes, error.message);
      if (offset === undefined) throw error;
      const start = { offset, ...positionAt(code, offset) };
      throw new errors.AiScriptSyntaxError(error.message, { location: { start } });
    }
  });
  return parser.parse(code);
}

interface TreeNode {
  type: string;
  loc?: { start: number; end: number };
}

function isNode(value: unknown): value is TreeNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function childrenOf(node: object): TreeNode[] {
  return Object.values(node).flatMap((value: unknown) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

// The start of the innermost node (with a range) that fails the check with the same message.
function blame(validate: Validate, nodes: readonly TreeNode[], message: string): number | undefined {
  const fails = (node: TreeNode) => {
    try {
      validate([node] as unknown as Program);
      return false;
    } catch (error) {
      return error instanceof Error && error.message === message;
    }
  };
  let offset: number | undefined;
  for (let node = nodes.find(fails); node; node = childrenOf(node).find(fails)) {
    if (node.loc) offset = node.loc.start;
  }
  return offset;
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
