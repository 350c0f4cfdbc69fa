import { describe, expect, it } from 'vitest';
import { dropOutcome } from './blockDrop';
import { allBlocks, MAX_SECTION_DEPTH, type PageBlock } from './blocks';

const text = (id: string): PageBlock => ({ id, type: 'text', text: id });
const section = (id: string, children: PageBlock[]): PageBlock => ({
  id,
  type: 'section',
  title: id,
  children,
});
/** Sections s1…sn, each inside the one before, the innermost holding `leaf`. */
const nested = (n: number, leaf: PageBlock[] = [], from = 1): PageBlock[] =>
  from > n ? leaf : [section(`s${from}`, nested(n, leaf, from + 1))];

describe('a dropped block', () => {
  // Seven sections deep, and beside them a section `t` holding one more section `u`.
  const page = [...nested(MAX_SECTION_DEPTH - 1), section('t', [section('u', [])]), text('x')];

  it('is refused where it would nest sections deeper than the server stores, and the page stays', () => {
    const before = structuredClone(page);
    // At the end of the innermost section, `u` would be the ninth section deep.
    expect(dropOutcome(page, 't', { kind: 'end', parentId: `s${MAX_SECTION_DEPTH - 1}` })).toEqual({
      kind: 'tooDeep',
    });
    // Dropped on a block inside the innermost section counts the same (there is none: put one).
    const withLeaf = [...nested(MAX_SECTION_DEPTH - 1, [text('leaf')]), section('t', [section('u', [])])];
    expect(dropOutcome(withLeaf, 't', { kind: 'block', id: 'leaf' })).toEqual({ kind: 'tooDeep' });
    expect(page).toEqual(before);
  });

  it('moves where the depth allows it and says where it landed', () => {
    // One level shallower, `t` with `u` makes exactly eight.
    const shallower = dropOutcome(page, 't', { kind: 'end', parentId: `s${MAX_SECTION_DEPTH - 2}` });
    expect(shallower.kind).toBe('moved');
    if (shallower.kind !== 'moved') return;
    expect(allBlocks(shallower.blocks).map((b) => b.id)).toEqual([
      's1',
      's2',
      's3',
      's4',
      's5',
      's6',
      's7',
      't',
      'u',
      'x',
    ]);
    expect(shallower.position).toEqual({ index: 1, count: 2 });
    // A text goes anywhere, the innermost section too.
    const deep = dropOutcome(page, 'x', { kind: 'end', parentId: `s${MAX_SECTION_DEPTH - 1}` });
    expect(deep).toMatchObject({ kind: 'moved', position: { index: 0, count: 1 } });
  });

  it('changes nothing without a block or a target, or dropped on itself', () => {
    expect(dropOutcome(page, undefined, { kind: 'end', parentId: null })).toEqual({ kind: 'none' });
    expect(dropOutcome(page, 'x', null)).toEqual({ kind: 'none' });
    expect(dropOutcome(page, 't', { kind: 'end', parentId: 'u' })).toEqual({ kind: 'none' });
  });
});
