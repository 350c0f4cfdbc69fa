import { deleteAntenna, findOwnAntenna } from '../../../services/antennas/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { antennaIdParam, noSuchAntenna } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchAntenna: noSuchAntenna('b34dcf9d-348f-44bb-99d0-6c9314cfe2df') },
} satisfies EndpointMeta;

export const paramDef = antennaIdParam satisfies ParamDef;

export const handler: SignedInHandler<'antennas/delete', void> = (ps, { instance, user }) => {
  const antenna = findOwnAntenna(instance, user, ps.antennaId);
  if (!antenna) throw new ApiError(meta.errors.noSuchAntenna);
  deleteAntenna(instance, antenna);
};
