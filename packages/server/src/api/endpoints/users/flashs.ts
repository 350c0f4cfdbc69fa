import type { entities } from 'misskey-js';
import { listUserFlashes } from '../../../services/flash.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { findVisibleUser, pageOf, pageProperties } from '../following/shared.js';

// No kind, as in Misskey: a public list that any app token may read.
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' }, ...pageProperties },
  required: ['userId'],
} as const satisfies ParamDef;

/** A user's public plays, to anyone; an unknown user has none. */
export const handler: Handler<'users/flashs', entities.Flash[]> = (ps, { instance, user }) => {
  if (!findVisibleUser(instance, ps.userId, user)) return [];
  return listUserFlashes(instance, ps.userId, user, { ...pageOf(ps), includePrivate: false });
};
