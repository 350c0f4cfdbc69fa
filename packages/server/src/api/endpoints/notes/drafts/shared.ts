import { MAX_NOTE_TEXT_LENGTH } from '../../../../services/instance-meta.js';
import { draftErrors } from '../../../../services/notes/drafts.js';
import { noteErrors } from '../../../../services/notes/note-errors.js';
import { noteFieldProperties, pollProperty } from '../note-params.js';

/** Misskey 2026's draft parameters: like notes/create, but an unfinished note is allowed. */
export const draftProperties = {
  ...noteFieldProperties,
  hashtag: { type: ['string', 'null'], maxLength: 200 },
  text: { type: ['string', 'null'], minLength: 0, maxLength: MAX_NOTE_TEXT_LENGTH },
  fileIds: { type: 'array', uniqueItems: true, minItems: 0, maxItems: 16, items: { type: 'string' } },
  poll: pollProperty(0),
  scheduledAt: { type: ['integer', 'null'] },
  isActuallyScheduled: { type: 'boolean', default: false },
} as const;

export const draftWriteErrors = {
  ...noteErrors,
  tooManyDrafts: draftErrors.tooManyDrafts,
  scheduledAtRequired: draftErrors.scheduledAtRequired,
};
