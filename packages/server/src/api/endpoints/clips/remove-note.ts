import { removeClipNote } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { clipNoteParams, noSuchClip, noSuchNote, ownClipAndNote } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchClip: noSuchClip('b80525c6-97f7-49d7-a42d-ebccd49cfd52'),
    noSuchNote: noSuchNote('aff017de-190e-434b-893e-33a9ff5049d8'),
  },
} satisfies EndpointMeta;

export const paramDef = clipNoteParams satisfies ParamDef;

export const handler: SignedInHandler<'clips/remove-note', void> = (ps, { instance, user }) => {
  const { clip, note } = ownClipAndNote(instance, user, ps, meta.errors);
  removeClipNote(instance, clip, note.id);
};
