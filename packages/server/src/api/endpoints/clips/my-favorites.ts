import type { entities } from 'misskey-js';
import { listFavoriteClips } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:clip-favorite',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** Favorited clips the user may still see (a clip made private since drops out). */
export const handler: SignedInHandler<'clips/my-favorites', entities.Clip[]> = (_ps, { instance, user }) =>
  listFavoriteClips(instance, user);
