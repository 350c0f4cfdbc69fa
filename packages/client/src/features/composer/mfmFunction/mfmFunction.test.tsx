import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Composer } from '../Composer';
import { setupComposer } from '../testing';
import { insertMfmFunction } from './mfmFunctions';

const textbox = () => screen.getByRole('textbox', { name: "What's happening?" }) as HTMLTextAreaElement;

describe('insertMfmFunction', () => {
  it('puts $[name ] at the caret and the caret inside it', () => {
    expect(insertMfmFunction('Hello ', 6, 6, 'tada')).toEqual({
      text: 'Hello $[tada ]',
      selectionStart: 13,
      selectionEnd: 13,
    });
    expect(insertMfmFunction('', 0, 0, 'x2').text).toBe('$[x2 ]');
  });

  it('wraps the selected text and keeps it selected inside the function', () => {
    expect(insertMfmFunction('say hello now', 4, 9, 'rainbow')).toEqual({
      text: 'say $[rainbow hello] now',
      selectionStart: 14,
      selectionEnd: 19,
    });
    // A selection made backwards, or past the end, is the same selection.
    expect(insertMfmFunction('abc', 3, 1, 'spin').text).toBe('a$[spin bc]');
    expect(insertMfmFunction('abc', 9, 9, 'spin').text).toBe('abc$[spin ]');
  });
});

describe('the quick-add button', () => {
  it('is not in the composer while enableQuickAddMfmFunction is off (the default)', () => {
    setupComposer(<Composer />);
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a text effect (MFM)' })).toBeNull();
  });

  it('when on, inserts the chosen function around the selected text', async () => {
    const { user } = setupComposer(<Composer />, { settings: { enableQuickAddMfmFunction: true } });
    await user.type(textbox(), 'Good morning');
    textbox().setSelectionRange(5, 12);
    await user.click(await screen.findByRole('button', { name: 'Add a text effect (MFM)' }));
    const menu = await screen.findByRole('menu', { name: 'Add a text effect (MFM)' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('sparkle');
    await user.click(within(menu).getByRole('menuitem', { name: 'jelly' }));
    expect(textbox()).toHaveValue('Good $[jelly morning]');
    await waitFor(() => expect(textbox()).toHaveFocus());
    expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([13, 20]);
  });
});
