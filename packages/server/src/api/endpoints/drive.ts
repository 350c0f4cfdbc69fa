import { driveCapacityOf } from '../../services/drive/add-file.js';
import { driveUsage } from '../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** Capacity and usage of the signed-in user's drive, in bytes. */
export const handler: SignedInHandler<'drive'> = (_ps, { instance, user }) => ({
  capacity: driveCapacityOf(instance, user),
  usage: driveUsage(instance.db, user.id),
});
