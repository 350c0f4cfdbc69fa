import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeNote } from '@/features/notes/testNotes';
import { apiError } from '@/test/helpers';
import { Composer } from './Composer';
import { draftKey } from './drafts';
import { createDraftsApi } from './drafts/useDrafts';
import { setupComposer } from './testing';

const drafts = () => createDraftsApi(localStorage, { id: 'me', origin: 'https://example.test' });
const textbox = () => screen.getByRole('textbox', { name: "What's happening?" });

beforeEach(() => {
  localStorage.clear();
});

describe('drafts in the composer', () => {
  it('keeps the draft after a failed post and brings it back in the next composer', async () => {
    const { user } = setupComposer(<Composer />, {
      handler: (endpoint) => {
        if (endpoint === 'notes/create') throw apiError('SOMETHING', 'id-1', 'No');
        return {};
      },
    });
    await user.type(textbox(), 'unsent words');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(drafts().load(draftKey('note'))?.text).toBe('unsent words'));
    cleanup();

    setupComposer(<Composer />);
    await waitFor(() => expect(textbox()).toHaveValue('unsent words'));
  });

  it('removes the draft once the note is posted', async () => {
    const { user } = setupComposer(<Composer />, { handler: () => ({ createdNote: makeNote() }) });
    await user.type(textbox(), 'sent words');
    await waitFor(() => expect(drafts().load(draftKey('note'))?.text).toBe('sent words'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(drafts().load(draftKey('note'))).toBeNull();
  });

  it('loads no draft into a composer opened for a mention', async () => {
    drafts().save(draftKey('note'), {
      text: 'old draft',
      useCw: false,
      cw: null,
      visibility: 'public',
      localOnly: false,
      files: [],
      poll: null,
      visibleUserIds: [],
      quoteId: null,
      reactionAcceptance: null,
    });
    setupComposer(<Composer mention={makeNote().user} />);
    expect(textbox()).toHaveValue('@bob ');
  });
});
