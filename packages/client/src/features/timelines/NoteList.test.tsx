import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it, vi } from 'vitest';
import { NoteStoreProvider } from '@/features/notes';
import { makeNote } from '@/features/notes/testNotes';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { WindowsContext } from '@/windows/WindowsContext';
import { type LoadPage, NoteList, type NoteListHandle } from './NoteList';

const page = Array.from({ length: 5 }, (_, index) =>
  makeNote({ id: `n${String(100 - index).padStart(3, '0')}`, text: `note ${100 - index}` }),
);
/** A first page with more behind it: the footer shows Load more. */
const load: LoadPage = async () => ({ notes: page, exhausted: false });

const store = createMemorySettingsStore({ enableInfiniteScroll: false, rememberReadingPosition: false });
const api = fakeApi(() => undefined);

/** The list's parent, whose label can change (a new prop for the list, nothing else renders). */
let relabel: (label: string) => void = () => {};
function Parent({ onReady }: { onReady(handle: NoteListHandle): void }) {
  const [label, setLabel] = useState('Home');
  relabel = setLabel;
  return <NoteList load={load} reloadKey="home" label={label} emptyText="Nothing" onReady={onReady} />;
}

function list(onReady: (handle: NoteListHandle) => void) {
  return (
    <SignedInShell store={store} api={api}>
      <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
        <NoteStoreProvider>
          <WindowsContext.Provider value={{ openPageWindow: vi.fn() }}>
            <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 100 }}>
              <Parent onReady={onReady} />
            </VirtuosoMockContext.Provider>
          </WindowsContext.Provider>
        </NoteStoreProvider>
      </RouterProvider>
    </SignedInShell>
  );
}

describe('NoteList', () => {
  it('keeps the keyboard on Load more while the list re-renders (a note on top, new props)', async () => {
    let handle: NoteListHandle | null = null;
    const onReady = (ready: NoteListHandle) => {
      handle = ready;
    };
    render(list(onReady));
    const button = await screen.findByRole('button', { name: 'Load more' });
    act(() => button.focus());
    expect(document.activeElement).toBe(button);

    // A streamed note joins on top: the list renders again with a new row.
    act(() => handle?.add(makeNote({ id: 'n101', text: 'note 101' })));
    await screen.findByText('note 101');
    expect(screen.getByRole('button', { name: 'Load more' })).toBe(button);
    expect(document.activeElement).toBe(button);

    // The parent renders it again with other props.
    act(() => relabel('Home timeline'));
    expect(screen.getByRole('region', { name: 'Home timeline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});
