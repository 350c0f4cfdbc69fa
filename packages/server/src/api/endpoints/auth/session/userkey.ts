import { findAppBySecret, findAuthSession, takeAuthSessionToken } from '../../../../services/apps/index.js';
import { packUserDetailed } from '../../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: 'fcab192a-2c5a-43b7-8ad8-9b7054d8d40d' },
    noSuchSession: {
      message: 'No such session.',
      code: 'NO_SUCH_SESSION',
      id: '5b5a1503-8bc8-4bd0-8054-dc189e8cdcb3',
    },
    pendingSession: {
      message: 'This session is not completed yet.',
      code: 'PENDING_SESSION',
      id: '8c8a4145-02cc-4cca-8e66-29ba60445a8e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { appSecret: { type: 'string', maxLength: 256 }, token: { type: 'string', maxLength: 256 } },
  required: ['appSecret', 'token'],
} as const satisfies ParamDef;

export const handler: Handler<'auth/session/userkey'> = (ps, { instance }) => {
  const app = findAppBySecret(instance, ps.appSecret);
  if (!app) throw new ApiError(meta.errors.noSuchApp);
  const session = findAuthSession(instance, ps.token);
  if (!session || session.appId !== app.id) throw new ApiError(meta.errors.noSuchSession);
  if (session.userId === null) throw new ApiError(meta.errors.pendingSession);
  const user = instance.users.findById(session.userId);
  const accessToken = takeAuthSessionToken(instance, session);
  if (!user || accessToken === null) throw new ApiError(meta.errors.noSuchSession);
  return { accessToken, user: packUserDetailed(instance, user, null) as never };
};
