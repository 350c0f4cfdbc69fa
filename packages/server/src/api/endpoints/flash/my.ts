import type { entities } from 'misskey-js';
import { listUserFlashes } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { pageOf, pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:flash',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties },
} as const satisfies ParamDef;

/** The signed-in user's own plays, private ones included, newest first. */
export const handler: SignedInHandler<'flash/my', entities.Flash[]> = (ps, { instance, user }) =>
  listUserFlashes(instance, user.id, user, { ...pageOf(ps), includePrivate: true });
