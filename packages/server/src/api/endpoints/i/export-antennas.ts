import { startExport } from '../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 3600000, max: 1 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {},
} as const satisfies ParamDef;

/** Starts exporting the antennas as JSON. */
export const handler: SignedInHandler<'i/export-antennas', void> = (_ps, { instance, user }) => {
  startExport(instance, user, 'antenna');
};
