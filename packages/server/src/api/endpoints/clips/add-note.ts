import { addClipNote, countClipNotes } from '../../../services/clips.js';
import { policiesOf } from '../../../services/notes/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { clipNoteParams, noSuchClip, noSuchNote, ownClipAndNote } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchClip: noSuchClip('d6e76cc0-a1b5-4c7c-a287-73fa9c716dcf'),
    noSuchNote: noSuchNote('fc8c0b49-c7a3-4664-a0a6-b418d386bb8b'),
    alreadyClipped: {
      message: 'The note has already been clipped.',
      code: 'ALREADY_CLIPPED',
      id: '734806c4-542c-463a-9311-15c512803965',
    },
    tooManyClipNotes: {
      message: 'You cannot add notes to the clip any more.',
      code: 'TOO_MANY_CLIP_NOTES',
      id: 'f0dba960-ff73-4615-8df4-d6ac5d9dc118',
    },
  },
} satisfies EndpointMeta;

export const paramDef = clipNoteParams satisfies ParamDef;

/** Only into one's own clip, and only a note one may see (a clip must not reveal it exists). */
export const handler: SignedInHandler<'clips/add-note', void> = (ps, { instance, user }) => {
  const { clip, note } = ownClipAndNote(instance, user, ps, meta.errors);
  if (countClipNotes(instance, clip.id) >= policiesOf(user, instance).noteEachClipsLimit) {
    throw new ApiError(meta.errors.tooManyClipNotes);
  }
  if (!addClipNote(instance, clip, note.id)) throw new ApiError(meta.errors.alreadyClipped);
};
