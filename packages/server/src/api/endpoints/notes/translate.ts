import type { entities } from 'misskey-js';
import { findNote } from '../../../db/notes.js';
import { ExternalServiceError } from '../../../services/external/post-json.js';
import { policiesOf } from '../../../services/notes/policies.js';
import { canSee } from '../../../services/notes/visibility.js';
import { translate, translatorAvailable } from '../../../services/translate/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  // Each call costs the administrator's translation quota.
  limit: { duration: 60 * 1000, max: 30 },
  errors: {
    unavailable: {
      message: 'Translate of notes unavailable.',
      code: 'UNAVAILABLE',
      id: '50a70314-2d8a-431b-b433-efa5cc56444c',
    },
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'bea9b03f-36e0-49c5-a4db-627a029f8971',
    },
    cannotTranslateInvisibleNote: {
      message: 'Cannot translate invisible note.',
      code: 'CANNOT_TRANSLATE_INVISIBLE_NOTE',
      id: 'ea29f2ca-c368-43b3-aaf1-5ac3e74bbe5d',
    },
    // Deviation: Misskey answers an internal error when the service fails; ours says so, with
    // an id of our own and `info.reason` (its status or why there was none).
    translationFailed: {
      message: 'The translation service did not translate the note.',
      code: 'TRANSLATION_FAILED',
      id: '325a7478-b6fd-4ec8-adb3-be0b04cae036',
      kind: 'server',
      httpStatus: 502,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    noteId: { type: 'string' },
    targetLang: { type: 'string' },
  },
  required: ['noteId', 'targetLang'],
} as const satisfies ParamDef;

/** Misskey's notes/translate: the note's text through DeepL or LibreTranslate (services/translate). */
export const handler: SignedInHandler<
  'notes/translate',
  entities.NotesTranslateResponse | undefined
> = async (ps, { instance, user }) => {
  if (!policiesOf(user, instance).canUseTranslator) throw new ApiError(meta.errors.unavailable);
  const note = findNote(instance.db, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  if (!canSee(instance.db, user, note)) throw new ApiError(meta.errors.cannotTranslateInvisibleNote);
  // A note without text answers nothing (204), as Misskey's.
  if (note.text === null) return undefined;
  if (!translatorAvailable(instance)) throw new ApiError(meta.errors.unavailable);
  try {
    return await translate(instance, note.text, ps.targetLang);
  } catch (err) {
    if (!(err instanceof ExternalServiceError)) throw err;
    throw new ApiError(meta.errors.translationFailed, { reason: err.message });
  }
};
