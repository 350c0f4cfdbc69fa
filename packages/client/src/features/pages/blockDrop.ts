import { type BlockDropTarget, moveBlockTo, nestsTooDeep, type PageBlock, positionOf } from './blocks';

/** What dropping a dragged block does to the page. */
export type DropOutcome =
  /** Nothing moves: no block, no target, or the block dropped where it already is. */
  | { kind: 'none' }
  /** Refused: the page would nest sections deeper than the server stores. */
  | { kind: 'tooDeep' }
  /** The new tree, and where the block now stands among its siblings (for the announcement). */
  | { kind: 'moved'; blocks: PageBlock[]; position: { index: number; count: number } | null };

/**
 * The decision behind a drop, apart from dnd-kit's events: a drop the server would refuse to
 * save (its depth check) leaves the tree as it is, so the editor says so instead of failing later.
 */
export function dropOutcome(
  blocks: PageBlock[],
  blockId: unknown,
  target: BlockDropTarget | null,
): DropOutcome {
  if (typeof blockId !== 'string' || !target) return { kind: 'none' };
  if (nestsTooDeep(blocks, blockId, target)) return { kind: 'tooDeep' };
  const next = moveBlockTo(blocks, blockId, target);
  if (next === blocks) return { kind: 'none' };
  return { kind: 'moved', blocks: next, position: positionOf(next, blockId) };
}
