import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@/settings';
import { NoteView } from './NoteView';
import type { Note } from './noteStore';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

// A right click on a note: its own menu at the pointer (issue 22), or the reaction picker.

function show(settings: Partial<Settings> = {}, overrides: Partial<Note> = {}) {
  const note = makeNote({ text: 'Good morning https://example.com/page', ...overrides });
  const result = setupNotes(<NoteView noteId={note.id} />, { settings });
  act(() => result.store.put(note));
  const article = screen.getByRole('article', { name: 'Note by Bob' });
  return { ...result, article };
}

function rightClick(target: Element, at = { clientX: 120, clientY: 80 }) {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, ...at });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

describe('the note context menu', () => {
  it("opens the note's own menu at the pointer, with what its … button offers", async () => {
    const { article, api } = show();
    const event = rightClick(within(article).getByText(/Good morning/));
    expect(event.defaultPrevented).toBe(true);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Copy content' })).toBeInTheDocument();
    // Opened as the … button opens it: the note's state (favorited or not) is asked.
    await waitFor(() => expect(api.calls.some((call) => call.endpoint === 'notes/state')).toBe(true));
    expect(screen.queryByRole('dialog', { name: /reaction/i })).toBeNull();
  });

  it("leaves links, buttons and selected text to the browser's menu", () => {
    const { article } = show();
    const onLink = rightClick(within(article).getByRole('link', { name: 'https://example.com/page' }));
    expect(onLink.defaultPrevented).toBe(false);
    const onButton = rightClick(within(article).getByRole('button', { name: 'Reply' }));
    expect(onButton.defaultPrevented).toBe(false);

    const text = within(article).getByText(/Good morning/);
    const range = document.createRange();
    range.selectNodeContents(text);
    // addRange does nothing while another range is selected (one an earlier test file left).
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    const onSelection = rightClick(text);
    window.getSelection()?.removeAllRanges();
    expect(onSelection.defaultPrevented).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the reaction picker instead when useReactionPickerForContextMenu is on', async () => {
    const { article } = show({ useReactionPickerForContextMenu: true });
    rightClick(within(article).getByText(/Good morning/));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("gives way to the browser's menu when the contextMenu setting asks", () => {
    const { article } = show({ contextMenu: 'native' });
    expect(rightClick(within(article).getByText(/Good morning/)).defaultPrevented).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
