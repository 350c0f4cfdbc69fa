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
      id: 'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
    },
    unexpectedFileType: {
      message: 'We need csv file.',
      code: 'UNEXPECTED_FILE_TYPE',
      id: 'a3c9edda-dd9b-4596-be6a-150ef813745c',
    },
    tooBigFile: {
      message: 'That file is too big.',
      code: 'TOO_BIG_FILE',
      id: 'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
    },
    emptyFile: {
      message: 'That file is empty.',
      code: 'EMPTY_FILE',
      id: '99efe367-ce6e-4d44-93f8-5fae7b040356',
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
 * Starts importing a CSV of "list name,acct" lines from the caller's drive, as a job (canImportUserLists policy).
 * Rows naming accounts this instance does not know are skipped and counted.
 */
export const handler: SignedInHandler<'i/import-user-lists', void> = async (ps, { instance, user }) => {
  await startImport(instance, user, 'userList', ps.fileId, meta.errors);
};
