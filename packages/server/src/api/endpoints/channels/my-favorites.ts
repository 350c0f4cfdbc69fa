import type { entities } from 'misskey-js';
import { listFavoriteChannels, packChannels } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:channels',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** Every channel the signed-in user has favorited (not paged, as in Misskey). */
export const handler: SignedInHandler<'channels/my-favorites', entities.Channel[]> = (
  _ps,
  { instance, user },
) => packChannels(instance, listFavoriteChannels(instance, user.id), user);
