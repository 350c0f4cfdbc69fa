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
      id: 'e674141e-bd2a-ba85-e616-aefb187c9c2a',
    },
    unexpectedFileType: {
      message: 'We need csv file.',
      code: 'UNEXPECTED_FILE_TYPE',
      id: '568c6e42-c86c-ba09-c004-517f83f9f1a8',
    },
    tooBigFile: {
      message: 'That file is too big.',
      code: 'TOO_BIG_FILE',
      id: '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
    },
    emptyFile: {
      message: 'That file is empty.',
      code: 'EMPTY_FILE',
      id: 'd2f12af1-e7b4-feac-86a3-519548f2728e',
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
 * Starts importing a CSV with one acct per line from the caller's drive, as a job (canImportMuting policy).
 * Rows naming accounts this instance does not know are skipped and counted.
 */
export const handler: SignedInHandler<'i/import-muting', void> = async (ps, { instance, user }) => {
  await startImport(instance, user, 'muting', ps.fileId, meta.errors);
};
