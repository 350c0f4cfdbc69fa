import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REACTIONS } from '@/settings';
import { makeCustomEmoji, setupPicker } from './testing';

const picker = () => screen.getByRole('dialog', { name: 'Emoji picker' });
const search = () => within(picker()).getByRole('searchbox', { name: 'Search emoji' });
/** Every emoji button in the document, seen or not. */
const allButtons = () => document.querySelectorAll('[data-emoji-option]').length;

/** Idle callbacks that run when the test says the browser is idle. */
function stubIdle() {
  const queue = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    queue.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => queue.delete(id));
  return async () => {
    const due = [...queue.values()];
    queue.clear();
    await act(async () => {
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  };
}

describe('the picker readying its results while idle', () => {
  const emojis = Array.from({ length: 60 }, (_, i) => makeCustomEmoji(`blob${i}`));

  it('never shows, announces or lets the keyboard reach the rehearsed results', async () => {
    const idle = stubIdle();
    const { open, user } = setupPicker({ emojis });
    await open();
    await waitFor(() => expect(search()).toHaveFocus());
    // Once the unicode data is in, the first idle moment renders the rehearsal.
    await waitFor(async () => {
      await idle();
      expect(allButtons()).toBeGreaterThan(DEFAULT_REACTIONS.length);
    });

    expect(within(picker()).getAllByRole('option')).toHaveLength(DEFAULT_REACTIONS.length);
    expect(within(picker()).queryByRole('listbox', { name: 'Custom emoji' })).toBeNull();
    const pinned = within(within(picker()).getByRole('listbox', { name: 'Pinned' })).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(pinned[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(pinned.at(-1)).toHaveFocus();

    // The next idle moment takes it away again.
    await idle();
    expect(allButtons()).toBe(DEFAULT_REACTIONS.length);
  });

  it('shows only the real results when typing starts during the rehearsal', async () => {
    const idle = stubIdle();
    const { open, user } = setupPicker({ emojis: [...emojis, makeCustomEmoji('cat')] });
    await open();
    await waitFor(async () => {
      await idle();
      expect(allButtons()).toBeGreaterThan(DEFAULT_REACTIONS.length);
    });

    await user.type(search(), 'cat');
    const custom = await within(picker()).findByRole('listbox', { name: 'Custom emoji' });
    expect(
      within(custom)
        .getAllByRole('option')
        .map((option) => option.dataset.value),
    ).toEqual([':cat:']);
    // Nothing hidden is left behind: every emoji button is one of the results shown.
    expect(allButtons()).toBe(within(picker()).getAllByRole('option').length);
    await user.keyboard('{ArrowDown}');
    expect(within(custom).getByRole('option', { name: ':cat:' })).toHaveFocus();
  });
});
