import { findApp, findAuthSession, packApp } from '../../../../services/apps/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchSession: {
      message: 'No such session.',
      code: 'NO_SUCH_SESSION',
      id: 'bd72c97d-eba7-4adb-a467-f171b8847250',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 256 } },
  required: ['token'],
} as const satisfies ParamDef;

export const handler: Handler<'auth/session/show'> = (ps, { instance, user }) => {
  const session = findAuthSession(instance, ps.token);
  const app = session ? findApp(instance, session.appId) : null;
  if (!session || !app) throw new ApiError(meta.errors.noSuchSession);
  return { id: session.id, app: packApp(instance, app, user?.id ?? null), token: session.token };
};
