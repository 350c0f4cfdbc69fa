import { findAppBySecret, generateAuthSession } from '../../../../services/apps/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: '92f93e63-428e-4f2f-a5a4-39e1407fe998' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { appSecret: { type: 'string', maxLength: 256 } },
  required: ['appSecret'],
} as const satisfies ParamDef;

export const handler: Handler<'auth/session/generate'> = (ps, { instance }) => {
  const app = findAppBySecret(instance, ps.appSecret);
  if (!app) throw new ApiError(meta.errors.noSuchApp);
  const session = generateAuthSession(instance, app.id);
  return { token: session.token, url: `${instance.config.url}/auth/${session.token}` };
};
