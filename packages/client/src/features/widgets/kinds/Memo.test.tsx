import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import Memo from './Memo';

afterEach(() => {
  vi.useRealTimers();
});

function renderMemo(memo: string | null = null) {
  const store = createMemorySettingsStore({ memo });
  const view = render(
    <SignedInShell store={store} api={fakeApi(() => [])}>
      <Memo />
    </SignedInShell>,
  );
  return { store, ...view };
}

describe('the memo widget', () => {
  it('saves half a second after typing stops, not on every key', () => {
    vi.useFakeTimers();
    const { store } = renderMemo('Old');
    const field = screen.getByRole('textbox', { name: 'Memo' });
    expect(field).toHaveValue('Old');
    fireEvent.change(field, { target: { value: 'Old n' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(field, { target: { value: 'Old note' } });
    act(() => vi.advanceTimersByTime(300));
    expect(store.get('memo')).toBe('Old');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(store.get('memo')).toBe('Old note');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('saves at once when the field is left, and an emptied memo is no memo', () => {
    const { store } = renderMemo('Something');
    const field = screen.getByRole('textbox', { name: 'Memo' });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(store.get('memo')).toBeNull();
  });

  it('shows a memo changed elsewhere (another tab, another device)', () => {
    const { store } = renderMemo('Here');
    act(() => store.set('memo', 'From the phone'));
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveValue('From the phone');
  });

  it('keeps what was typed when the widget goes away before the save', () => {
    vi.useFakeTimers();
    const { store, unmount } = renderMemo(null);
    fireEvent.change(screen.getByRole('textbox', { name: 'Memo' }), { target: { value: 'Last words' } });
    unmount();
    expect(store.get('memo')).toBe('Last words');
  });
});
