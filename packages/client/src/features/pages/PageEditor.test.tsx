import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { allBlocks, type PageBlock } from './blocks';
import { PageEditor } from './PageEditor';
import { emptyPageFields, type PageFields, readPageDraft } from './pageDraft';

const KEY = 'shiori:pageDraft:u1@example.test:new';

function edit(initial: PageFields = emptyPageFields('first'), onSave = vi.fn()) {
  const view = render(
    <SignedInShell store={createMemorySettingsStore()} api={fakeApi(() => ({}))}>
      <PageEditor
        initial={initial}
        draftKey={KEY}
        username="alice"
        creating
        busy={false}
        error={null}
        nameTaken={false}
        onSave={onSave}
      />
    </SignedInShell>,
  );
  return { ...view, onSave, user: userEvent.setup() };
}

const blockNames = () =>
  screen.getAllByRole('group', { name: /^Block \d+: / }).map((g) => g.getAttribute('data-block-id'));
const draftTexts = () =>
  allBlocks(readPageDraft(localStorage, KEY)?.content ?? []).map((b) =>
    b.type === 'text' ? b.text : b.type === 'section' ? `[${b.title}]` : b.type,
  );

/**
 * Seven sections (S1…S7), each inside the one before; just below the innermost, in the sixth,
 * a section `t` (T) holding one more (U).
 */
function deepSections(): PageBlock[] {
  const t: PageBlock = {
    id: 't',
    type: 'section',
    title: 'T',
    children: [{ id: 'u', type: 'section', title: 'U', children: [] }],
  };
  const nest = (n: number): PageBlock[] => [
    {
      id: `s${n}`,
      type: 'section',
      title: `S${n}`,
      children: n < 6 ? nest(n + 1) : n === 6 ? [...nest(7), t] : [],
    },
  ];
  return nest(1);
}

/** Where the innermost section's Add row is in the drag test (nothing else has a layout here). */
const TARGET = { left: 0, top: 500, width: 400, height: 40 };
const rect = (r: typeof TARGET) =>
  ({
    ...r,
    x: r.left,
    y: r.top,
    right: r.left + r.width,
    bottom: r.top + r.height,
    toJSON: () => r,
  }) as DOMRect;

/** Drags the grip of the block titled or holding `block` onto section s7's Add row, as dnd-kit sees a pointer. */
async function dragOntoS7(block: string) {
  const s7 = screen.getByDisplayValue('S7').closest('fieldset') as HTMLElement;
  const target = within(s7).getByRole('group', { name: 'Add to this section' });
  // Every element is an empty box at the corner but the target.
  const layout = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return this === target ? rect(TARGET) : rect({ left: 0, top: 0, width: 0, height: 0 });
  });
  const dragged = screen.getByDisplayValue(block).closest('fieldset') as HTMLElement;
  const grip = dragged.querySelector('[data-drag-handle]') as HTMLElement;
  const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  fireEvent.pointerDown(grip, { isPrimary: true, button: 0, clientX: 1, clientY: 1 });
  // Past the 4 px that make a press a drag, then over the target.
  fireEvent.pointerMove(document, { clientX: 20, clientY: 20 });
  await frame();
  fireEvent.pointerMove(document, { clientX: 200, clientY: 520 });
  await frame();
  fireEvent.pointerUp(document, { clientX: 200, clientY: 520 });
  layout.mockRestore();
}

describe('the page editor', () => {
  beforeEach(() => localStorage.clear());

  it('adds blocks at the top level and inside a section, and keeps every change on the device', async () => {
    const { user } = edit();
    const top = screen.getByRole('group', { name: 'Add a block' });
    await user.click(within(top).getByRole('button', { name: 'Text' }));
    // Focus lands in the new block's first field.
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveFocus();
    await user.keyboard('Hello');
    await user.click(within(top).getByRole('button', { name: 'Section' }));
    await user.keyboard('Part');
    const inSection = screen.getByRole('group', { name: 'Add to this section' });
    await user.click(within(inSection).getByRole('button', { name: 'Text' }));
    await user.keyboard('Inside');
    expect(draftTexts()).toEqual(['Hello', '[Part]', 'Inside']);
    expect(screen.getByRole('group', { name: 'Block 3: Text' })).toBeInTheDocument();
  });

  it('moves blocks by their buttons and by Alt+arrow keys, keeping the focus, and removes them', async () => {
    const start = emptyPageFields('n');
    start.content = [
      { id: 'a', type: 'text', text: 'A' },
      { id: 'b', type: 'text', text: 'B' },
      { id: 'c', type: 'text', text: 'C' },
    ];
    const { user } = edit(start);
    expect(screen.getByRole('button', { name: 'Move up: Block 1: Text' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down: Block 1: Text' }));
    expect(blockNames()).toEqual(['b', 'a', 'c']);
    expect(screen.getByText('Moved to position 2 of 3')).toBeInTheDocument();
    // The moved block's button still has the focus (now "Block 2").
    expect(screen.getByRole('button', { name: 'Move down: Block 2: Text' })).toHaveFocus();

    const fieldC = screen.getAllByRole('textbox', { name: /^Text/ })[2] as HTMLElement;
    fieldC.focus();
    fireEvent.keyDown(fieldC, { key: 'ArrowUp', altKey: true });
    expect(blockNames()).toEqual(['b', 'c', 'a']);
    fireEvent.keyDown(fieldC, { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(fieldC, { key: 'ArrowUp', altKey: true });
    expect(blockNames()).toEqual(['c', 'b', 'a']);
    expect(draftTexts()).toEqual(['C', 'B', 'A']);

    await user.click(screen.getByRole('button', { name: 'Remove Block 2: Text' }));
    expect(blockNames()).toEqual(['c', 'a']);
    expect(draftTexts()).toEqual(['C', 'A']);
  });

  it('moves a block into the section above and out of it by Alt+Right/Left and by buttons, keeping the focus', async () => {
    const start = emptyPageFields('n');
    start.content = [
      { id: 'a', type: 'text', text: 'A' },
      { id: 's', type: 'section', title: 'S', children: [{ id: 'b', type: 'text', text: 'B' }] },
      { id: 'c', type: 'text', text: 'C' },
    ];
    const { user } = edit(start);
    const fieldC = () => screen.getByDisplayValue('C');
    fieldC().focus();
    fireEvent.keyDown(fieldC(), { key: 'ArrowRight', altKey: true });
    expect(draftTexts()).toEqual(['A', '[S]', 'B', 'C']);
    expect(screen.getByText('Moved into Block 2: Section, position 2 of 2')).toBeInTheDocument();
    // The block is a new element in the section's list: its text field has the focus again.
    expect(fieldC()).toHaveFocus();
    // Only a block in a section can move out of one; only one below a section can move in.
    expect(screen.queryByRole('button', { name: 'Move out of the section: Block 1: Text' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move into the section above: Block 3/ })).toBeNull();

    fireEvent.keyDown(fieldC(), { key: 'ArrowLeft', altKey: true });
    expect(draftTexts()).toEqual(['A', '[S]', 'B', 'C']);
    expect(readPageDraft(localStorage, KEY)?.content.map((b) => b.id)).toEqual(['a', 's', 'c']);
    expect(screen.getByText('Moved out of the section, to position 3 of 3')).toBeInTheDocument();
    expect(fieldC()).toHaveFocus();

    // The buttons do the same, and their own kind of button keeps the focus.
    await user.click(screen.getByRole('button', { name: 'Move into the section above: Block 4: Text' }));
    expect(readPageDraft(localStorage, KEY)?.content.map((b) => b.id)).toEqual(['a', 's']);
    expect(screen.getByRole('button', { name: 'Move out of the section: Block 4: Text' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move out of the section: Block 3: Text' }));
    expect(draftTexts()).toEqual(['A', '[S]', 'C', 'B']);
    // Out of its section, it has that section just above: the button back in has the focus.
    expect(screen.getByRole('button', { name: 'Move into the section above: Block 4: Text' })).toHaveFocus();

    // When the interface reads right to left, Alt+Left goes forward, into the section.
    document.documentElement.dir = 'rtl';
    try {
      fireEvent.keyDown(screen.getByDisplayValue('B'), { key: 'ArrowLeft', altKey: true });
      expect(readPageDraft(localStorage, KEY)?.content.map((b) => b.id)).toEqual(['a', 's']);
      expect(screen.getByText('Moved into Block 2: Section, position 2 of 2')).toBeInTheDocument();
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('refuses, in words, a move or an added section that would nest sections deeper than the server stores', async () => {
    const start = emptyPageFields('n');
    start.content = deepSections();
    const { user } = edit(start);
    const before = readPageDraft(localStorage, KEY);
    // Into s7, `u` would be the ninth section deep.
    const titleT = screen.getByDisplayValue('T');
    fireEvent.keyDown(titleT, { key: 'ArrowRight', altKey: true });
    const refusal = 'Sections can be nested only to a depth of 8, so the block stays where it was.';
    expect(screen.getAllByText(refusal)).toHaveLength(2); // shown, and said in the live region
    expect(readPageDraft(localStorage, KEY)).toEqual(before);

    // The innermost of the seven takes an eighth section, but that one takes no ninth.
    const innermost = screen.getByDisplayValue('S7').closest('fieldset') as HTMLElement;
    const addToS7 = within(innermost).getByRole('group', { name: 'Add to this section' });
    await user.click(within(addToS7).getByRole('button', { name: 'Section' }));
    await user.keyboard('S8');
    expect(screen.queryByText(refusal)).toBeNull(); // any change clears the refusal
    const eighth = screen.getByDisplayValue('S8').closest('fieldset') as HTMLElement;
    const addToS8 = within(eighth).getByRole('group', { name: 'Add to this section' });
    await user.click(within(addToS8).getByRole('button', { name: 'Section' }));
    expect(
      screen.getAllByText('Sections can be nested only to a depth of 8, so no section can be added here.'),
    ).toHaveLength(2);
    expect(allBlocks(readPageDraft(localStorage, KEY)?.content ?? [])).toHaveLength(10);
    // Other blocks still go in.
    await user.click(within(addToS8).getByRole('button', { name: 'Text' }));
    expect(allBlocks(readPageDraft(localStorage, KEY)?.content ?? [])).toHaveLength(11);
  });

  it('refuses, in words, a drop that would nest sections too deep; a text takes the same drop', async () => {
    // After the sections, a text `X` at the top level.
    const start = emptyPageFields('n');
    start.content = [...deepSections(), { id: 'x', type: 'text', text: 'X' }];
    edit(start);
    const ids = () => allBlocks(readPageDraft(localStorage, KEY)?.content ?? start.content).map((b) => b.id);
    const before = ids();

    // Into s7, `u` would be the ninth section deep.
    await dragOntoS7('T');
    const refusal = 'Sections can be nested only to a depth of 8, so the block stays where it was.';
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2)); // shown, and said
    expect(ids()).toEqual(before);

    // A text block has no depth of its own: the same drop takes it in.
    await dragOntoS7('X');
    await waitFor(() => expect(ids()).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'x', 't', 'u']));
    expect(screen.getByText('Moved to position 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('refuses a name that cannot be an address, and saves the fields as they are', async () => {
    const { user, onSave } = edit();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'My page');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '..');
    expect(name).toHaveAccessibleDescription(/cannot be an address/);
    expect(screen.getByRole('button', { name: 'Create page' })).toBeDisabled();
    // Any other text is a name, Japanese too.
    await user.clear(name);
    await user.type(name, '野の記録');
    await user.click(screen.getByRole('checkbox', { name: 'Center the content' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'serif');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My page', name: '野の記録', alignCenter: true, font: 'serif' }),
    );
  });
});
