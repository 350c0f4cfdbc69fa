import type { NoteRow } from '../../../db/notes.js';
import type { UserRow } from '../../../db/users.js';
import { type ClipRow, findOwnClip } from '../../../services/clips.js';
import type { InstanceContext } from '../../../services/context.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';

/** Misskey gives every endpoint its own id for "no such clip"; this builds one error entry. */
export function noSuchClip(id: string): ApiErrorDef {
  return { message: 'No such clip.', code: 'NO_SUCH_CLIP', id };
}

/** The same for "no such note". */
export function noSuchNote(id: string): ApiErrorDef {
  return { message: 'No such note.', code: 'NO_SUCH_NOTE', id };
}

export const clipIdParam = {
  type: 'object',
  properties: { clipId: { type: 'string' } },
  required: ['clipId'],
} as const;

export const clipNoteParams = {
  type: 'object',
  properties: { clipId: { type: 'string' }, noteId: { type: 'string' } },
  required: ['clipId', 'noteId'],
} as const;

/**
 * For add-note and remove-note: one's own clip (someone else's answers as missing) and a note
 * one may see (a clip must not reveal that a hidden note exists).
 */
export function ownClipAndNote(
  instance: InstanceContext,
  user: UserRow,
  ps: { clipId: string; noteId: string },
  errors: { noSuchClip: ApiErrorDef; noSuchNote: ApiErrorDef },
): { clip: ClipRow; note: NoteRow } {
  const clip = findOwnClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(errors.noSuchClip);
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(errors.noSuchNote);
  return { clip, note };
}
