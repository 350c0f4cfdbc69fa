import type { entities } from 'misskey-js';
import { listRenoteMutings } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { relationListParam, relationPage } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:mutes',
} satisfies EndpointMeta;

export const paramDef = relationListParam;

export const handler: SignedInHandler<'renote-mute/list', entities.RenoteMuting[]> = (
  ps,
  { instance, user },
) => listRenoteMutings(instance, user, relationPage(ps));
