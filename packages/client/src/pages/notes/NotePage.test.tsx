import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupNotes } from '@/features/notes/testing';
import { makeNote } from '@/features/notes/testNotes';
import { apiError } from '@/test/helpers';
import { NotePage, noteTabOf } from './NotePage';

const parent = makeNote({ id: 'parent', text: 'How are you?' });
const note = makeNote({
  id: 'main',
  text: 'Fine, thanks',
  replyId: 'parent',
  reply: parent,
  repliesCount: 1,
});
const reply = makeNote({ id: 'child', text: 'Glad to hear', replyId: 'main' });

function answer(endpoint: string) {
  switch (endpoint) {
    case 'notes/show':
      return note;
    case 'notes/conversation':
      return [parent];
    case 'notes/children':
      return [reply];
    default:
      return [];
  }
}

describe('NotePage', () => {
  it('shows the conversation above the note and the replies below', async () => {
    setupNotes(<NotePage params={{ noteId: 'main' }} />, { handler: answer });
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('How are you?')).toBeInTheDocument();
    expect(screen.getAllByText('Fine, thanks').length).toBeGreaterThan(0);
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('Glad to hear')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Replies' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the tab named in the URL', async () => {
    setupNotes(<NotePage params={{ noteId: 'main', initialTab: 'renotes' }} />, { handler: answer });
    expect(await screen.findByRole('region', { name: 'Renotes' })).toHaveTextContent('No renotes yet.');
    expect(screen.getByRole('link', { name: 'Renotes' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the note does not exist or may not be seen', async () => {
    setupNotes(<NotePage params={{ noteId: 'gone' }} />, {
      handler: () => {
        throw apiError('NO_SUCH_NOTE', '24fcbfc6-2e37-42b6-8388-c29b3861a08d');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Note not found' })).toBeInTheDocument();
  });

  it('falls back to replies for an unknown tab', () => {
    expect(noteTabOf('reactions')).toBe('reactions');
    expect(noteTabOf('nonsense')).toBe('replies');
    expect(noteTabOf(undefined)).toBe('replies');
  });
});
