import type { entities } from 'misskey-js';
import { resolveAttachableFiles } from '../../../services/drive/notes.js';
import { MAX_NOTE_TEXT_LENGTH } from '../../../services/instance-meta.js';
import { createNote } from '../../../services/notes/create.js';
import { noteErrors } from '../../../services/notes/note-errors.js';
import { packNote } from '../../../services/notes/pack.js';
import { assertMayPost, type NoteParams, prepareNote } from '../../../services/notes/prepare.js';
import { packScheduledAsNote, scheduleNote } from '../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noteFieldProperties, pollProperty } from './note-params.js';

export const meta = {
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: noteErrors,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...noteFieldProperties,
    noExtractMentions: { type: 'boolean', default: false },
    noExtractHashtags: { type: 'boolean', default: false },
    noExtractEmojis: { type: 'boolean', default: false },
    text: { type: ['string', 'null'], minLength: 1, maxLength: MAX_NOTE_TEXT_LENGTH },
    fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: { type: 'string' } },
    mediaIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: { type: 'string' } },
    poll: pollProperty(2),
    // Spec 001 §3's note-creation payload: publish later instead of now.
    schedule: {
      type: ['object', 'null'],
      properties: { scheduledAt: { type: 'integer' } },
      required: ['scheduledAt'],
    },
  },
  // Like Misskey: text, a renote, files or a poll; a null text needs one of the others.
  anyOf: [
    { required: ['text'], properties: { text: { type: 'string' } } },
    { required: ['renoteId'], properties: { renoteId: { type: 'string' } } },
    { required: ['fileIds'] },
    { required: ['mediaIds'] },
    { required: ['poll'], properties: { poll: { type: 'object' } } },
  ],
} as const satisfies ParamDef;

type Params = NoteParams & { schedule?: { scheduledAt: number } | null };

export const handler: SignedInHandler<'notes/create', { createdNote: entities.Note }> = (rawParams, ctx) => {
  const ps = rawParams as Params;
  const { instance, user } = ctx;
  // Moved accounts are refused before anything else is looked at (Misskey's prohibitMoved).
  assertMayPost(instance, user);

  // Each file must be the author's own (NO_SUCH_FILE otherwise), kept in the order given.
  const fileIds = resolveAttachableFiles(instance, user, ps.fileIds ?? ps.mediaIds ?? []).map((f) => f.id);

  if (ps.schedule) {
    const scheduled = scheduleNote(instance, user, ps, fileIds, ps.schedule.scheduledAt);
    return { createdNote: packScheduledAsNote(instance, scheduled, user) };
  }
  const note = createNote(instance, user, prepareNote(instance, user, ps, fileIds));
  const packed = packNote(instance, note, user);
  if (!packed) throw new Error('the author of a new note is gone');
  return { createdNote: packed };
};
