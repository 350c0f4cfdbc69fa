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
      id: 'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
    },
    unexpectedFileType: {
      message: 'We need csv file.',
      code: 'UNEXPECTED_FILE_TYPE',
      id: 'b6fab7d6-d945-d67c-dfdb-32da1cd12cfe',
    },
    tooBigFile: {
      message: 'That file is too big.',
      code: 'TOO_BIG_FILE',
      id: 'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
    },
    emptyFile: {
      message: 'That file is empty.',
      code: 'EMPTY_FILE',
      id: '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
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
 * Starts importing a CSV with one acct per line from the caller's drive, as a job (canImportBlocking policy).
 * Rows naming accounts this instance does not know are skipped and counted.
 */
export const handler: SignedInHandler<'i/import-blocking', void> = async (ps, { instance, user }) => {
  await startImport(instance, user, 'blocking', ps.fileId, meta.errors);
};
