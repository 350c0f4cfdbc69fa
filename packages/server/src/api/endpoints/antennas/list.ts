import type { entities } from 'misskey-js';
import { listOwnAntennas, packAntenna } from '../../../services/antennas/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** All of the signed-in user's antennas (Misskey does not page them: antennaLimit bounds them). */
export const handler: SignedInHandler<'antennas/list', entities.Antenna[]> = (_ps, { instance, user }) =>
  listOwnAntennas(instance, user.id).map((antenna) => packAntenna(instance, antenna));
