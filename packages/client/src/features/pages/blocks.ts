import type * as Misskey from 'misskey-js';

// A Page's content is Misskey's block tree (misskey-js `PageBlock`): text in MFM, a section
// with a title and children, an image from the drive (by file id, resolved against the page's
// `attachedFiles`) and an embedded note. The editor works on the tree only through these pure
// functions, so every operation is unit-tested without a browser.

export type PageBlock = Misskey.entities.PageBlock;
export type PageBlockType = PageBlock['type'];
export const BLOCK_TYPES: readonly PageBlockType[] = ['text', 'section', 'image', 'note'];

/** A new empty block; ids only need to be unique in the page (Misskey's editor uses uuids). */
export function newBlock(type: PageBlockType, id: string = crypto.randomUUID()): PageBlock {
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'section':
      return { id, type, title: '', children: [] };
    case 'image':
      return { id, type, fileId: null };
    case 'note':
      return { id, type, detailed: false, note: null };
  }
}

/** Applies `change` to every sibling list in the tree (the top level and each section's children). */
function mapLists(blocks: PageBlock[], change: (list: PageBlock[]) => PageBlock[]): PageBlock[] {
  return change(blocks).map((block) =>
    block.type === 'section' ? { ...block, children: mapLists(block.children, change) } : block,
  );
}

/** Adds a block at the end of the top level, or of the section `parentId`. */
export function addBlock(blocks: PageBlock[], block: PageBlock, parentId: string | null = null): PageBlock[] {
  if (parentId === null) return [...blocks, block];
  return mapLists(blocks, (list) =>
    list.map((b) =>
      b.id === parentId && b.type === 'section' ? { ...b, children: [...b.children, block] } : b,
    ),
  );
}

/** Replaces the fields of one block (its id and type stay). */
export function updateBlock(blocks: PageBlock[], id: string, patch: Partial<PageBlock>): PageBlock[] {
  return mapLists(blocks, (list) =>
    list.map((b) => (b.id === id ? ({ ...b, ...patch, id: b.id, type: b.type } as PageBlock) : b)),
  );
}

/** Takes a block (and a section's children with it) out of the tree. */
export function removeBlock(blocks: PageBlock[], id: string): PageBlock[] {
  return mapLists(blocks, (list) => list.filter((b) => b.id !== id));
}

/** Moves a block one place up (-1) or down (+1) among its siblings; at either end nothing moves. */
export function moveBlock(blocks: PageBlock[], id: string, by: -1 | 1): PageBlock[] {
  return mapLists(blocks, (list) => {
    const from = list.findIndex((b) => b.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= list.length) return list;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    return next;
  });
}

/** Where a dragged block is dropped: on another block (it takes that place), or at a list's end. */
export type BlockDropTarget = { kind: 'block'; id: string } | { kind: 'end'; parentId: string | null };

/**
 * Moves a block (a section with its children) anywhere in the tree, as a drop does: on a sibling
 * it takes that sibling's place (the others shift, as when sorting a list); on a block of another
 * list it goes just before it; on a list's end it becomes that list's last block. A block cannot
 * go inside itself: such a drop, one on an unknown target, or one that would nest sections deeper
 * than the server stores (`nestsTooDeep`), changes nothing.
 */
export function moveBlockTo(blocks: PageBlock[], id: string, target: BlockDropTarget): PageBlock[] {
  const moved = allBlocks(blocks).find((b) => b.id === id);
  if (!moved || nestsTooDeep(blocks, id, target)) return blocks;
  const targetId = target.kind === 'block' ? target.id : target.parentId;
  if (targetId !== null) {
    const inside = moved.type === 'section' ? allBlocks(moved.children) : [];
    if (targetId === id || inside.some((b) => b.id === targetId)) return blocks;
    const found = allBlocks(blocks).find((b) => b.id === targetId);
    if (!found || (target.kind === 'end' && found.type !== 'section')) return blocks;
  }
  const without = removeBlock(blocks, id);
  if (target.kind === 'end') return addBlock(without, moved, target.parentId);
  // Among its own siblings the block lands at the target's old index (after it when moving down).
  const siblings = siblingsOf(blocks, target.id) ?? [];
  const sameList = siblings.some((b) => b.id === id);
  const oldIndex = siblings.findIndex((b) => b.id === target.id);
  return mapLists(without, (list) => {
    const at = list.findIndex((b) => b.id === target.id);
    if (at < 0) return list;
    const next = [...list];
    next.splice(sameList ? oldIndex : at, 0, moved);
    return next;
  });
}

/**
 * Sections within sections that the server stores (its page validation's MAX_SECTION_DEPTH):
 * a deeper page would fail to save, so the editor refuses such a move or added section instead.
 */
export const MAX_SECTION_DEPTH = 8;

/** How many sections deep a block goes itself: 0 for any other block, 1 for an empty section. */
function sectionHeight(block: PageBlock): number {
  if (block.type !== 'section') return 0;
  return 1 + Math.max(0, ...block.children.map(sectionHeight));
}

/** Where a block sits: its list, index there, the section holding that list and how many sections hold it. */
function locate(
  blocks: PageBlock[],
  id: string,
  parentId: string | null = null,
  depth = 0,
): { list: PageBlock[]; index: number; parentId: string | null; depth: number } | null {
  const index = blocks.findIndex((b) => b.id === id);
  if (index >= 0) return { list: blocks, index, parentId, depth };
  for (const block of blocks) {
    if (block.type !== 'section') continue;
    const inner = locate(block.children, id, block.id, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/** Whether `block` placed in the list `parentId` (null: the top level) nests sections too deep. */
export function nestsTooDeepIn(blocks: PageBlock[], block: PageBlock, parentId: string | null): boolean {
  const listDepth = parentId === null ? 0 : (locate(blocks, parentId)?.depth ?? 0) + 1;
  return listDepth + sectionHeight(block) > MAX_SECTION_DEPTH;
}

/** Whether moving the block `id` to `target` would nest sections deeper than the server stores. */
export function nestsTooDeep(blocks: PageBlock[], id: string, target: BlockDropTarget): boolean {
  const moved = locate(blocks, id);
  const block = moved?.list[moved.index];
  if (!block) return false;
  const parentId = target.kind === 'end' ? target.parentId : locate(blocks, target.id)?.parentId;
  return parentId !== undefined && nestsTooDeepIn(blocks, block, parentId);
}

/**
 * The keyboard's moves across sections, as drop targets for `moveBlockTo`: 'into' the section
 * just above the block (to its end, where a reader finds it after the section's other blocks),
 * 'out' of the block's section (just after that section). Null when there is no such move: no
 * section just above, or the block is not in a section.
 */
export function sectionMoveTarget(
  blocks: PageBlock[],
  id: string,
  move: 'into' | 'out',
): BlockDropTarget | null {
  const place = locate(blocks, id);
  if (!place) return null;
  if (move === 'into') {
    const above = place.list[place.index - 1];
    return above?.type === 'section' ? { kind: 'end', parentId: above.id } : null;
  }
  if (place.parentId === null) return null;
  const section = locate(blocks, place.parentId);
  if (!section) return null;
  const after = section.list[section.index + 1];
  return after ? { kind: 'block', id: after.id } : { kind: 'end', parentId: section.parentId };
}

/** The list (the top level or a section's children) that holds the block `id`. */
function siblingsOf(blocks: PageBlock[], id: string): PageBlock[] | null {
  if (blocks.some((b) => b.id === id)) return blocks;
  for (const block of blocks) {
    if (block.type !== 'section') continue;
    const inner = siblingsOf(block.children, id);
    if (inner) return inner;
  }
  return null;
}

/** Where a block stands among its siblings (for "3 of 5" and disabling Move up/down). */
export function positionOf(blocks: PageBlock[], id: string): { index: number; count: number } | null {
  const found = blocks.findIndex((b) => b.id === id);
  if (found >= 0) return { index: found, count: blocks.length };
  for (const block of blocks) {
    if (block.type !== 'section') continue;
    const inner = positionOf(block.children, id);
    if (inner) return inner;
  }
  return null;
}

/** Every block, depth first (the image blocks' files, counting blocks). */
export function allBlocks(blocks: PageBlock[]): PageBlock[] {
  return blocks.flatMap((b) => (b.type === 'section' ? [b, ...allBlocks(b.children)] : [b]));
}

/**
 * Keeps only blocks of Misskey's four types with fields of the right kind: a page saved by
 * another client (or an older Misskey with its interactive blocks) may hold anything, and the
 * renderer and editor must not trip on it. Unknown blocks are dropped.
 */
export function sanitizeBlocks(input: unknown, depth = 0): PageBlock[] {
  if (!Array.isArray(input) || depth > 16) return [];
  const out: PageBlock[] = [];
  for (const raw of input) {
    if (typeof raw !== 'object' || raw === null) continue;
    const b = raw as Record<string, unknown>;
    const id = typeof b.id === 'string' ? b.id : crypto.randomUUID();
    if (b.type === 'text') out.push({ id, type: 'text', text: typeof b.text === 'string' ? b.text : '' });
    else if (b.type === 'section')
      out.push({
        id,
        type: 'section',
        title: typeof b.title === 'string' ? b.title : '',
        children: sanitizeBlocks(b.children, depth + 1),
      });
    else if (b.type === 'image')
      out.push({ id, type: 'image', fileId: typeof b.fileId === 'string' ? b.fileId : null });
    else if (b.type === 'note')
      out.push({
        id,
        type: 'note',
        detailed: b.detailed === true,
        note: typeof b.note === 'string' ? b.note : null,
      });
  }
  return out;
}

export type PageNameProblem = 'empty' | 'tooLong' | 'dotsOnly';

/**
 * Why a page name cannot be saved, or null. Misskey takes any non-empty name (up to its
 * 256-character column), in any script; the address percent-encodes it (`pagePath`). Only `.`
 * and `..` cannot be an address at all: browsers read them as path steps, even encoded.
 */
export function pageNameProblem(name: string): PageNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  // Characters as the server counts them (code points), so an emoji counts once.
  if ([...trimmed].length > 256) return 'tooLong';
  if (trimmed === '.' || trimmed === '..') return 'dotsOnly';
  return null;
}

/** The page's address in this client (and in Misskey Web). */
export function pagePath(username: string, name: string): string {
  return `/@${encodeURIComponent(username)}/pages/${encodeURIComponent(name)}`;
}
