import type { entities } from 'misskey-js';
import { listBlockings } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { relationListParam, relationPage } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:blocks',
} satisfies EndpointMeta;

export const paramDef = relationListParam;

export const handler: SignedInHandler<'blocking/list', entities.Blocking[]> = (ps, { instance, user }) =>
  listBlockings(instance, user, relationPage(ps));
