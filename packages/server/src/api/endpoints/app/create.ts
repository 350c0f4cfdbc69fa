import type { entities } from 'misskey-js';
import { createApp, packApp } from '../../../services/apps/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
  limit: { duration: 60 * 60 * 1000, max: 30 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 256 },
    description: { type: 'string', maxLength: 2048 },
    permission: { type: 'array', uniqueItems: true, maxItems: 256, items: { type: 'string', maxLength: 64 } },
    callbackUrl: { type: ['string', 'null'], maxLength: 2048 },
  },
  required: ['name', 'description', 'permission'],
} as const satisfies ParamDef;

// The maker gets the secret once here; app/show shows it again only to them.
export const handler: Handler<'app/create', entities.App> = (ps, { instance, user }) => {
  const app = createApp(instance, user?.id ?? null, ps);
  return packApp(instance, app, user?.id ?? null, true);
};
