import { type AccountApi, openApiErrorDialog } from '@/api';
import type { ModalController } from '@/ui';
import { type Note, type NoteStore, toggleReaction } from '../noteStore';
import { reactionToSend } from '../rules';
import { reactionKey } from './reactionKeys';

/**
 * Creates, changes or deletes the viewer's reaction, optimistically, rolling back on failure.
 * `reaction` may be a picker value (`:name:`) or a key of `note.reactions` (`:name@.:`): both
 * mean the same emoji, so it is keyed the way the note lists it. Answers whether it held.
 */
export async function reactTo(
  api: AccountApi,
  store: NoteStore,
  modals: ModalController,
  note: Note,
  reaction: string,
): Promise<boolean> {
  const key = reactionKey(reaction);
  // The store's copy is the live one: a picker may have been open while counts moved.
  const current = store.get(note.id) ?? note;
  const { next, calls } = toggleReaction(current, key);
  store.update(note.id, () => next);
  try {
    for (const endpoint of calls) {
      if (endpoint === 'notes/reactions/delete')
        await api.call('notes/reactions/delete', { noteId: note.id });
      else await api.call('notes/reactions/create', { noteId: note.id, reaction: reactionToSend(key) });
    }
    return true;
  } catch (error) {
    // The note as it was: the server stored nothing (B's reaction errors say so), or only the
    // delete went through, which the stream's `unreacted` will then report.
    store.update(note.id, () => current);
    void openApiErrorDialog(modals, error, { endpoint: calls[calls.length - 1] });
    return false;
  }
}
