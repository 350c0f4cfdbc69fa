import { startImport } from '../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 3600000, max: 1 },
  errors: {
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: '3b71d086-c3fa-431c-b01d-ded65a777172',
    },
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: 'e842c379-8ac7-4cf7-b07a-4d4de7e4671c',
    },
    emptyFile: {
      message: 'That file is empty.',
      code: 'EMPTY_FILE',
      id: '7f60115d-8d93-4b0f-bd0e-3815dcbb389f',
    },
    tooManyAntennas: {
      message: 'You cannot create antenna any more.',
      code: 'TOO_MANY_ANTENNAS',
      id: '600917d4-a4cb-4cc5-8ba8-7ac8ea3c7779',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string' },
  },
  required: ['fileId'],
} as const satisfies ParamDef;

/**
 * Starts importing a JSON file of antennas (Misskey's export) from the caller's drive, as a job (canImportAntennas policy).
 * Rows naming accounts this instance does not know are skipped and counted.
 */
export const handler: SignedInHandler<'i/import-antennas', void> = async (ps, { instance, user }) => {
  await startImport(instance, user, 'antenna', ps.fileId, meta.errors);
};
