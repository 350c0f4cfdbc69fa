import type { entities } from 'misskey-js';
import { listMutings } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { relationListParam, relationPage } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:mutes',
} satisfies EndpointMeta;

export const paramDef = relationListParam;

/** The signed-in user's mutes, newest first; expired ones are gone. */
export const handler: SignedInHandler<'mute/list', entities.Muting[]> = (ps, { instance, user }) =>
  listMutings(instance, user, relationPage(ps));
