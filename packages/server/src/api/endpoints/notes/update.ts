import { findNote, isPureRenote } from '../../../db/notes.js';
import { MAX_NOTE_TEXT_LENGTH } from '../../../services/instance-meta.js';
import { noteErrors } from '../../../services/notes/note-errors.js';
import { policiesOf } from '../../../services/notes/policies.js';
import { assertMayPost } from '../../../services/notes/prepare.js';
import { updateNote } from '../../../services/notes/update.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../endpoint.js';
import { ApiError, invalidParam } from '../../errors.js';

/**
 * Editing a note (spec 001 §3 "noteId in update mode"). Misskey itself has no such endpoint
 * in 2026; this follows the forks that do (CherryPick and others): `canEditNote` policy,
 * only the author, `updated` {cw, text} to subscribers. Served outside misskey-js's list, see
 * extension-endpoints.ts.
 */
export const meta = {
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: 60 * 60 * 1000, max: 60 },
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'a6584e14-6e01-4ad3-b566-851e7bf0d474',
    },
    rolePermissionDenied: noteErrors.rolePermissionDenied,
    accountMoved: noteErrors.accountMoved,
  },
} satisfies EndpointMeta;

// The composer sends its whole payload in update mode; only text and cw can change, the rest
// (visibility, files, poll…) is accepted and left as it was.
export const paramDef = {
  type: 'object',
  properties: {
    noteId: { type: 'string' },
    text: { type: ['string', 'null'], minLength: 1, maxLength: MAX_NOTE_TEXT_LENGTH },
    cw: { type: ['string', 'null'], maxLength: 100 },
  },
  required: ['noteId'],
} as const satisfies ParamDef;

export function handler(rawParams: Record<string, unknown>, ctx: CallContext): void {
  const ps = rawParams as { noteId: string; text?: string | null; cw?: string | null };
  const { instance } = ctx;
  const user = ctx.user;
  if (!user) throw new Error('requireCredential guarantees a user');
  assertMayPost(instance, user);
  if (!policiesOf(user, instance).canEditNote) throw new ApiError(meta.errors.rolePermissionDenied);

  const note = findNote(instance.db, ps.noteId);
  // Someone else's note is answered as missing, as the forks do: it does not say it exists.
  if (!note || note.userId !== user.id) throw new ApiError(meta.errors.noSuchNote);
  if (isPureRenote(note)) throw invalidParam('noteId', 'a pure renote has no text to edit');

  const text = ps.text === undefined ? note.text : ps.text;
  const cw = ps.cw === undefined ? note.cw : ps.cw === '' ? null : ps.cw;
  if (text === null && note.fileIds.length === 0 && !note.hasPoll && note.renoteId === null) {
    throw invalidParam('text', 'a note without files, poll or renote needs text');
  }
  updateNote(instance, note, { text, cw });
}
