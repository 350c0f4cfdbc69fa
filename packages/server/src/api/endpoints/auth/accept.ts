import { acceptAuthSession, findAuthSession } from '../../../services/apps/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  errors: {
    noSuchSession: {
      message: 'No such session.',
      code: 'NO_SUCH_SESSION',
      id: '9c72d8de-391a-43c1-9d06-08d29efde8df',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 256 } },
  required: ['token'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'auth/accept', void> = (ps, { instance, user }) => {
  const session = findAuthSession(instance, ps.token);
  if (!session) throw new ApiError(meta.errors.noSuchSession);
  acceptAuthSession(instance, session, user.id);
};
