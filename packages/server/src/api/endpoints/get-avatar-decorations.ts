import type { entities } from 'misskey-js';
import { publicDecorations } from '../../services/avatar-decorations/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

/**
 * Every avatar decoration, for anyone (Misskey's): each says which roles may use it, and none
 * means everyone; the client greys out those the user cannot wear.
 */
export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: Handler<'get-avatar-decorations'> = (
  _ps,
  { instance },
): entities.GetAvatarDecorationsResponse => publicDecorations(instance);
