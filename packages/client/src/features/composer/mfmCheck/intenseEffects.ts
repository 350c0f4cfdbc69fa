import * as mfm from 'mfm-js';

/** Effects that move or resize text enough to bother readers of a public timeline. */
export const INTENSE_FUNCTIONS: ReadonlySet<string> = new Set([
  'x2',
  'x3',
  'x4',
  'scale',
  'position',
  'shake',
  'twitch',
]);

function walk(nodes: mfm.MfmNode[]): boolean {
  for (const node of nodes) {
    if (node.type === 'fn' && INTENSE_FUNCTIONS.has(node.props.name)) return true;
    if (node.children && walk(node.children)) return true;
  }
  return false;
}

/** Whether the MFM text uses one of the intense effects anywhere, however deeply nested. */
export function usesIntenseEffects(text: string | null): boolean {
  if (!text) return false;
  return walk(mfm.parse(text));
}

/** The mentions written in the text (`@alice`, `@bob@example.com`). */
export function mentionsIn(text: string | null): { username: string; host: string | null }[] {
  if (!text) return [];
  const found: { username: string; host: string | null }[] = [];
  const visit = (nodes: mfm.MfmNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mention') found.push({ username: node.props.username, host: node.props.host });
      if (node.children) visit(node.children);
    }
  };
  visit(mfm.parse(text));
  return found;
}
