import { errors, Parser } from '@syuilo/aiscript';
import { positionAt } from './scriptPosition';

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
