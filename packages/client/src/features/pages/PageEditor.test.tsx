import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { allBlocks } from './blocks';
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
