import { startExport } from '../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 86400000, max: 1 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {},
} as const satisfies ParamDef;

/** Starts exporting the notes as JSON; the file arrives in the drive with an exportCompleted notification. */
export const handler: SignedInHandler<'i/export-notes', void> = (_ps, { instance, user }) => {
  startExport(instance, user, 'note');
};
