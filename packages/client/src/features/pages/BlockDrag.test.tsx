import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { allBlocks, MAX_SECTION_DEPTH, type PageBlock } from './blocks';
import { PageEditor } from './PageEditor';
import { emptyPageFields, readPageDraft } from './pageDraft';

const KEY = 'shiori:pageDraft:u1@example.test:new';

const section = (id: string, children: PageBlock[]): PageBlock => ({
  id,
  type: 'section',
  title: id,
  children,
});
/**
 * Sections s1…s7, each inside the one before; in s6, after s7, a section `t` holding one more
 * (`u`); at the top, after them, a text `x`.
 */
const nest = (n: number): PageBlock[] => [
  section(`s${n}`, n < 6 ? nest(n + 1) : n === 6 ? [...nest(7), section('t', [section('u', [])])] : []),
];

/** Where the innermost section's Add row is on the (otherwise empty) screen. */
const TARGET = { left: 0, top: 500, width: 400, height: 40 };
const box = (r: typeof TARGET) =>
  ({
    ...r,
    x: r.left,
    y: r.top,
    right: r.left + r.width,
    bottom: r.top + r.height,
    toJSON: () => r,
  }) as DOMRect;

/** Drags `block`'s grip onto the innermost section's Add row, with the pointer, as dnd-kit sees it. */
async function dragOntoInnermost(block: string) {
  const box7 = screen.getByDisplayValue('s7').closest('fieldset') as HTMLElement;
  const target = within(box7).getByRole('group', { name: 'Add to this section' });
  // Nothing has a layout here: every element is an empty box at the corner but the target.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this === target ? box(TARGET) : box({ left: 0, top: 0, width: 0, height: 0 });
  });
  const dragged = screen.getByDisplayValue(block).closest('fieldset') as HTMLElement;
  const grip = dragged.querySelector('[data-drag-handle]') as HTMLElement;
  fireEvent.pointerDown(grip, { isPrimary: true, button: 0, clientX: 1, clientY: 1 });
  // Past the 4 px that make a press a drag, then over the target.
  fireEvent.pointerMove(document, { clientX: 20, clientY: 20 });
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  fireEvent.pointerMove(document, { clientX: 200, clientY: 520 });
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  fireEvent.pointerUp(document, { clientX: 200, clientY: 520 });
  vi.mocked(Element.prototype.getBoundingClientRect).mockRestore();
}

describe('dragging a page block', () => {
  it('refuses, in words, a drop that would nest sections deeper than the server stores; a shallower block goes in', async () => {
    localStorage.clear();
    const start = emptyPageFields('n');
    start.content = [...nest(1), { id: 'x', type: 'text', text: 'x' }];
    render(
      <SignedInShell store={createMemorySettingsStore()} api={fakeApi(() => ({}))}>
        <PageEditor
          initial={start}
          draftKey={KEY}
          username="alice"
          creating
          busy={false}
          error={null}
          nameTaken={false}
          onSave={vi.fn()}
        />
      </SignedInShell>,
    );
    const ids = () => allBlocks(readPageDraft(localStorage, KEY)?.content ?? start.content).map((b) => b.id);
    const before = ids();

    // Into s7, `u` would be the ninth section deep.
    await dragOntoInnermost('t');
    const refusal = `Sections can be nested only to a depth of ${MAX_SECTION_DEPTH}, so the block stays where it was.`;
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2)); // shown, and said
    expect(ids()).toEqual(before);

    // A text block has no depth of its own: the same drop takes it in.
    await dragOntoInnermost('x');
    await waitFor(() => expect(ids()).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'x', 't', 'u']));
    expect(screen.getByText('Moved to position 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
