import type { entities } from 'misskey-js';
import { findApp, packApp } from '../../../services/apps/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  errors: {
    noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: 'dce83913-2dc6-4093-8a7b-71dbb11718a3' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { appId: { type: 'string', maxLength: 64 } },
  required: ['appId'],
} as const satisfies ParamDef;

export const handler: Handler<'app/show', entities.App> = (ps, { instance, user, appPermission }) => {
  const app = findApp(instance, ps.appId);
  if (!app) throw new ApiError(meta.errors.noSuchApp);
  // The secret goes only to the app's maker, signed in with their own session (not an app).
  const ownSession = user !== null && (appPermission ?? null) === null && app.userId === user.id;
  return packApp(instance, app, user?.id ?? null, ownSession);
};
