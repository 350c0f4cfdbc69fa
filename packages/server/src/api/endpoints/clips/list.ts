import type { entities } from 'misskey-js';
import { listUserClips } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { pageOf, pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties },
} as const satisfies ParamDef;

/** The signed-in user's own clips, private ones included, newest first. */
export const handler: SignedInHandler<'clips/list', entities.Clip[]> = (ps, { instance, user }) =>
  listUserClips(instance, user.id, user, { ...pageOf(ps), includePrivate: true });
