import type { entities } from 'misskey-js';
import { listAuthorizedApps, packApp } from '../../../services/apps/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    sort: { type: 'string', enum: ['desc', 'asc'], default: 'desc' },
  },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/authorized-apps', entities.App[]> = (ps, { instance, user }) =>
  listAuthorizedApps(instance, user.id, {
    limit: ps.limit ?? 10,
    offset: ps.offset ?? 0,
    sort: ps.sort ?? 'desc',
  }).map((app) => packApp(instance, app, user.id));
