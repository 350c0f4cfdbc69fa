import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/router';
import {
  addBlock,
  allBlocks,
  MAX_SECTION_DEPTH,
  moveBlock,
  moveBlockTo,
  nestsTooDeep,
  nestsTooDeepIn,
  newBlock,
  type PageBlock,
  pageNameProblem,
  pagePath,
  positionOf,
  removeBlock,
  sanitizeBlocks,
  sectionMoveTarget,
  updateBlock,
} from './blocks';

const text = (id: string, value = id): PageBlock => ({ id, type: 'text', text: value });
const section = (id: string, children: PageBlock[]): PageBlock => ({
  id,
  type: 'section',
  title: id,
  children,
});
const ids = (blocks: PageBlock[]) => allBlocks(blocks).map((b) => b.id);
// The tree's shape: a section is [id, its children].
const shape = (blocks: PageBlock[]): unknown[] =>
  blocks.map((b) => (b.type === 'section' ? [b.id, shape(b.children)] : b.id));
/** Sections `s1` … `s{n}`, each inside the one before, with `leaf` innermost. */
const nested = (n: number, leaf: PageBlock[] = [], from = 1): PageBlock[] =>
  from > n ? leaf : [section(`s${from}`, nested(n, leaf, from + 1))];

describe('the page block operations', () => {
  const tree = [text('a'), section('s', [text('b'), text('c')]), text('d')];

  it('make empty blocks of each of Misskey’s four types', () => {
    expect(newBlock('text', 'x')).toEqual({ id: 'x', type: 'text', text: '' });
    expect(newBlock('section', 'x')).toEqual({ id: 'x', type: 'section', title: '', children: [] });
    expect(newBlock('image', 'x')).toEqual({ id: 'x', type: 'image', fileId: null });
    expect(newBlock('note', 'x')).toEqual({ id: 'x', type: 'note', detailed: false, note: null });
    expect(newBlock('text').id).not.toBe(newBlock('text').id);
  });

  it('add at the top level or at the end of a section', () => {
    expect(ids(addBlock(tree, text('e')))).toEqual(['a', 's', 'b', 'c', 'd', 'e']);
    expect(ids(addBlock(tree, text('e'), 's'))).toEqual(['a', 's', 'b', 'c', 'e', 'd']);
  });

  it('update a nested block without touching its id or type', () => {
    const next = updateBlock(tree, 'c', { text: 'changed', id: 'zz', type: 'image' } as Partial<PageBlock>);
    expect(allBlocks(next).find((b) => b.id === 'c')).toEqual({ id: 'c', type: 'text', text: 'changed' });
    expect(tree[1]).toEqual(section('s', [text('b'), text('c')]));
  });

  it('remove a block, and a section with its children', () => {
    expect(ids(removeBlock(tree, 'b'))).toEqual(['a', 's', 'c', 'd']);
    expect(ids(removeBlock(tree, 's'))).toEqual(['a', 'd']);
  });

  it('move a block among its siblings only, and not past either end', () => {
    expect(ids(moveBlock(tree, 'a', 1))).toEqual(['s', 'b', 'c', 'a', 'd']);
    expect(ids(moveBlock(tree, 'c', -1))).toEqual(['a', 's', 'c', 'b', 'd']);
    expect(moveBlock(tree, 'a', -1).map((b) => b.id)).toEqual(['a', 's', 'd']);
    expect(ids(moveBlock(tree, 'c', 1))).toEqual(['a', 's', 'b', 'c', 'd']);
    expect(positionOf(tree, 'c')).toEqual({ index: 1, count: 2 });
    expect(positionOf(tree, 'd')).toEqual({ index: 2, count: 3 });
  });

  it('move a block by a drop: to a sibling’s place, before a block of another list, or to a list’s end', () => {
    // Among siblings, as a sorted list: down lands after the target, up before it.
    expect(shape(moveBlockTo(tree, 'a', { kind: 'block', id: 'd' }))).toEqual([['s', ['b', 'c']], 'd', 'a']);
    expect(shape(moveBlockTo(tree, 'd', { kind: 'block', id: 'a' }))).toEqual(['d', 'a', ['s', ['b', 'c']]]);
    expect(shape(moveBlockTo(tree, 'c', { kind: 'block', id: 'b' }))).toEqual(['a', ['s', ['c', 'b']], 'd']);
    // Into a section and out of it.
    expect(shape(moveBlockTo(tree, 'a', { kind: 'block', id: 'c' }))).toEqual([['s', ['b', 'a', 'c']], 'd']);
    expect(shape(moveBlockTo(tree, 'b', { kind: 'block', id: 'd' }))).toEqual(['a', ['s', ['c']], 'b', 'd']);
    expect(shape(moveBlockTo(tree, 'd', { kind: 'end', parentId: 's' }))).toEqual([
      'a',
      ['s', ['b', 'c', 'd']],
    ]);
    expect(shape(moveBlockTo(tree, 'b', { kind: 'end', parentId: null }))).toEqual([
      'a',
      ['s', ['c']],
      'd',
      'b',
    ]);
    // A section moves with its children, into another section too.
    const two = [...tree, section('t', [])];
    expect(shape(moveBlockTo(two, 's', { kind: 'end', parentId: 't' }))).toEqual([
      'a',
      'd',
      ['t', [['s', ['b', 'c']]]],
    ]);
    // Never inside itself, never onto nothing: the tree stays as it was.
    expect(moveBlockTo(tree, 's', { kind: 'block', id: 'b' })).toBe(tree);
    expect(moveBlockTo(tree, 's', { kind: 'end', parentId: 's' })).toBe(tree);
    expect(moveBlockTo(tree, 'a', { kind: 'block', id: 'a' })).toBe(tree);
    expect(moveBlockTo(tree, 'a', { kind: 'block', id: 'gone' })).toBe(tree);
    expect(moveBlockTo(tree, 'a', { kind: 'end', parentId: 'd' })).toBe(tree);
    expect(moveBlockTo(tree, 'gone', { kind: 'block', id: 'a' })).toBe(tree);
  });

  it('move a block by keyboard into the section just above (to its end) and out of its section (just after it)', () => {
    const into = (blocks: PageBlock[], id: string) => {
      const target = sectionMoveTarget(blocks, id, 'into');
      return target && shape(moveBlockTo(blocks, id, target));
    };
    const out = (blocks: PageBlock[], id: string) => {
      const target = sectionMoveTarget(blocks, id, 'out');
      return target && shape(moveBlockTo(blocks, id, target));
    };
    expect(into(tree, 'd')).toEqual(['a', ['s', ['b', 'c', 'd']]]);
    expect(out(tree, 'b')).toEqual(['a', ['s', ['c']], 'b', 'd']);
    expect(out(tree, 'c')).toEqual(['a', ['s', ['b']], 'c', 'd']);
    // Out of a last section: to the end of the list around it.
    const last = [text('a'), section('s', [section('t', [text('b')])])];
    expect(out(last, 'b')).toEqual(['a', ['s', [['t', []], 'b']]]);
    expect(out(last, 't')).toEqual(['a', ['s', []], ['t', ['b']]]);
    // A section goes into the section above with its children.
    const pair = [section('s', [text('b')]), section('t', [text('c')])];
    expect(into(pair, 't')).toEqual([['s', ['b', ['t', ['c']]]]]);
    // No section just above, or no section around: no such move.
    expect(sectionMoveTarget(tree, 'a', 'into')).toBeNull();
    expect(sectionMoveTarget(tree, 's', 'into')).toBeNull();
    expect(sectionMoveTarget(tree, 'c', 'into')).toBeNull();
    expect(sectionMoveTarget(tree, 'a', 'out')).toBeNull();
    expect(sectionMoveTarget(tree, 'gone', 'out')).toBeNull();
  });

  it('refuse to nest sections deeper than the server stores', () => {
    // The deepest page the server takes: eight sections, the innermost holding a text.
    const deepest = nested(MAX_SECTION_DEPTH, [text('x')]);
    expect(MAX_SECTION_DEPTH).toBe(8);
    const innermost = `s${MAX_SECTION_DEPTH}`;
    expect(nestsTooDeepIn(deepest, text('y'), innermost)).toBe(false);
    expect(nestsTooDeepIn(deepest, section('y', []), innermost)).toBe(true);
    expect(nestsTooDeepIn(deepest, section('y', []), `s${MAX_SECTION_DEPTH - 1}`)).toBe(false);
    // A section moved counts its own nested sections: `t` holds one more.
    const page = [...nested(MAX_SECTION_DEPTH - 1), section('t', [section('u', [])])];
    expect(nestsTooDeep(page, 't', { kind: 'end', parentId: 's6' })).toBe(false);
    expect(nestsTooDeep(page, 't', { kind: 'end', parentId: 's7' })).toBe(true);
    expect(nestsTooDeep(page, 'u', { kind: 'end', parentId: 's7' })).toBe(false);
    expect(moveBlockTo(page, 't', { kind: 'end', parentId: 's7' })).toBe(page);
    expect(sectionMoveTarget(page, 't', 'into')).toEqual({ kind: 'end', parentId: 's1' });
    // Before a block deep inside: the target's list decides.
    const withText = nested(MAX_SECTION_DEPTH, [text('x')]).concat(section('t', []));
    expect(nestsTooDeep(withText, 't', { kind: 'block', id: 'x' })).toBe(true);
    expect(nestsTooDeep(withText, 't', { kind: 'block', id: innermost })).toBe(false);
    // Moves that go shallower are always fine.
    expect(nestsTooDeep(deepest, 'x', { kind: 'end', parentId: null })).toBe(false);
  });

  it('keep only well-formed blocks of a page saved elsewhere', () => {
    const saved = [
      { id: '1', type: 'text', text: 'hi' },
      { id: '2', type: 'counter', name: 'old interactive block' },
      { id: '3', type: 'section', title: 5, children: [{ id: '4', type: 'image', fileId: 7 }, null] },
      { id: '5', type: 'note', note: 'abc', detailed: 'yes' },
      'garbage',
    ];
    expect(sanitizeBlocks(saved)).toEqual([
      { id: '1', type: 'text', text: 'hi' },
      { id: '3', type: 'section', title: '', children: [{ id: '4', type: 'image', fileId: null }] },
      { id: '5', type: 'note', note: 'abc', detailed: false },
    ]);
    expect(sanitizeBlocks({ not: 'a list' })).toEqual([]);
  });
});

describe('page names', () => {
  it('take any text but what cannot be an address', () => {
    for (const good of ['my-page_1', 'v1.2', '野の記録', 'a/b', 'what? 100%', '...', '🌼'.repeat(256)])
      expect(pageNameProblem(good)).toBeNull();
    expect(pageNameProblem('  ')).toBe('empty');
    expect(pageNameProblem('a'.repeat(257))).toBe('tooLong');
    for (const bad of ['.', '..', ' .. ']) expect(pageNameProblem(bad)).toBe('dotsOnly');
  });

  it('make the page’s address under its author, which the router reads back as the same name', () => {
    expect(pagePath('alice', 'my page')).toBe('/@alice/pages/my%20page');
    const routes = [{ path: '/@{username}/pages/{pageName}', component: 'page' }];
    for (const name of ['野の記録', 'a/b?c#d', '100% ünï', '...'])
      expect(matchRoute(routes, pagePath('alice', name))?.props).toEqual({
        username: 'alice',
        pageName: name,
      });
  });
});
