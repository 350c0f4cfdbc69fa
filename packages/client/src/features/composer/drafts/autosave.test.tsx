import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupComposer } from '../testing';
import type { DraftData } from '../types';
import { draftKey } from './draftKey';
import { draftStorageKey } from './draftStorage';
import { AUTO_SAVE_DELAY_MS, useAutoSaveDraft } from './useAutoSaveDraft';

const empty: DraftData = {
  text: '',
  useCw: false,
  cw: null,
  visibility: 'public',
  localOnly: false,
  files: [],
  poll: null,
  visibleUserIds: [],
  quoteId: null,
  reactionAcceptance: null,
};

function Harness() {
  const [text, setText] = useState('');
  useAutoSaveDraft(draftKey('note'), { ...empty, text }, true);
  return <textarea aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />;
}

const stored = () =>
  JSON.parse(localStorage.getItem(draftStorageKey({ id: 'me', origin: 'https://example.test' })) ?? '{}');

describe('useAutoSaveDraft (spec 001 §4)', () => {
  it('saves shortly after typing stops', () => {
    vi.useFakeTimers();
    try {
      setupComposer(<Harness />);
      fireEvent.change(screen.getByRole('textbox', { name: 'text' }), { target: { value: 'draft text' } });
      expect(stored()).toEqual({});
      act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS));
      expect(stored()['note::']?.data.text).toBe('draft text');
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves at once when the page is hidden or left, so a reload loses nothing', () => {
    setupComposer(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'text' }), { target: { value: 'typed just now' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()['note::']?.data.text).toBe('typed just now');
  });
});
