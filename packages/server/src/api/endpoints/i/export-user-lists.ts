import { startExport } from '../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 60000, max: 1 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {},
} as const satisfies ParamDef;

/** Starts exporting the lists as CSV (one list name and member per line). */
export const handler: SignedInHandler<'i/export-user-lists', void> = (_ps, { instance, user }) => {
  startExport(instance, user, 'userList');
};
