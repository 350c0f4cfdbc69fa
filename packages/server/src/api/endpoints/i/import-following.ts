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
      id: 'b98644cf-a5ac-4277-a502-0b8054a709a3',
    },
    unexpectedFileType: {
      message: 'We need csv file.',
      code: 'UNEXPECTED_FILE_TYPE',
      id: '660f3599-bce0-4f95-9dde-311fd841c183',
    },
    tooBigFile: {
      message: 'That file is too big.',
      code: 'TOO_BIG_FILE',
      id: 'dee9d4ed-ad07-43ed-8b34-b2856398bc60',
    },
    emptyFile: {
      message: 'That file is empty.',
      code: 'EMPTY_FILE',
      id: '31a1b42c-06f7-42ae-8a38-a661c5c9f691',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string' },
    withReplies: { type: 'boolean' },
  },
  required: ['fileId'],
} as const satisfies ParamDef;

/**
 * Starts importing a CSV with one acct per line from the caller's drive, as a job (canImportFollowing policy).
 * Rows naming accounts this instance does not know are skipped and counted.
 */
export const handler: SignedInHandler<'i/import-following', void> = async (ps, { instance, user }) => {
  await startImport(instance, user, 'following', ps.fileId, meta.errors);
};
