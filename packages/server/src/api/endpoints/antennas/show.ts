import type { entities } from 'misskey-js';
import { findOwnAntenna, packAntenna } from '../../../services/antennas/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { antennaIdParam, noSuchAntenna } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: { noSuchAntenna: noSuchAntenna('c06569fb-b025-4f23-b22d-1fcd20d2816b') },
} satisfies EndpointMeta;

export const paramDef = antennaIdParam satisfies ParamDef;

export const handler: SignedInHandler<'antennas/show', entities.Antenna> = (ps, { instance, user }) => {
  const antenna = findOwnAntenna(instance, user, ps.antennaId);
  if (!antenna) throw new ApiError(meta.errors.noSuchAntenna);
  return packAntenna(instance, antenna);
};
