import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, renderWithProviders } from '@/test/helpers';
import { openClipPicker } from './ClipPicker';
import { type ClipNoteChange, forgetClipNotes, onClipNoteChange, rememberClipNotes } from './clipNotes';

const clip = (id: string, name: string, isPublic: boolean) =>
  ({ id, name, isPublic, description: null, notesCount: 0 }) as Misskey.entities.Clip;

function setup(handler: (endpoint: string, params: Record<string, unknown>) => unknown) {
  const api = fakeApi(handler);
  const { modals } = renderWithProviders(null);
  act(() => {
    void openClipPicker(modals, api, 'note1');
  });
  return { api, user: userEvent.setup() };
}

describe('the clip picker', () => {
  it('ticks the public clips that hold the note, and toggles membership both ways', async () => {
    const { api, user } = setup((endpoint) => {
      if (endpoint === 'clips/list') return [clip('c1', 'Shared', true), clip('c2', 'Secret', false)];
      if (endpoint === 'notes/clips') return [clip('c1', 'Shared', true)];
      return undefined;
    });
    const shared = (await screen.findByRole('checkbox', { name: 'Shared' })) as HTMLInputElement;
    const secret = screen.getByRole('checkbox', { name: /Secret/ }) as HTMLInputElement;
    expect(shared.checked).toBe(true);
    expect(secret.checked).toBe(false);

    await user.click(secret);
    await waitFor(() => expect(secret.checked).toBe(true));
    await user.click(shared);
    await waitFor(() => expect(shared.checked).toBe(false));
    expect(api.calls.filter((c) => c.endpoint.startsWith('clips/') && c.endpoint !== 'clips/list')).toEqual([
      { endpoint: 'clips/add-note', params: { clipId: 'c2', noteId: 'note1' } },
      { endpoint: 'clips/remove-note', params: { clipId: 'c1', noteId: 'note1' } },
    ]);
  });

  it('shows a private clip that already holds the note as ticked, without an error', async () => {
    const { user } = setup((endpoint) => {
      if (endpoint === 'clips/list') return [clip('c2', 'Secret', false)];
      if (endpoint === 'notes/clips') return [];
      if (endpoint === 'clips/add-note')
        throw apiError('ALREADY_CLIPPED', '734806c4-542c-463a-9311-15c512803965');
      return undefined;
    });
    const secret = (await screen.findByRole('checkbox', { name: /Secret/ })) as HTMLInputElement;
    await user.click(secret);
    await waitFor(() => expect(secret.checked).toBe(true));
    expect(screen.queryByRole('dialog', { name: /error/i })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('ticks a private clip whose open page shows the note, and tells that page when it is taken out', async () => {
    rememberClipNotes('c2', ['note1']);
    const changes: ClipNoteChange[] = [];
    const stop = onClipNoteChange((change) => changes.push(change));
    const { user } = setup((endpoint) => {
      if (endpoint === 'clips/list') return [clip('c2', 'Secret', false)];
      if (endpoint === 'notes/clips') return [];
      return undefined;
    });
    const secret = (await screen.findByRole('checkbox', { name: /Secret/ })) as HTMLInputElement;
    expect(secret.checked).toBe(true);
    await user.click(secret);
    await waitFor(() => expect(secret.checked).toBe(false));
    expect(changes).toEqual([{ clipId: 'c2', noteId: 'note1', held: false }]);
    stop();
    forgetClipNotes('c2');
  });
});
