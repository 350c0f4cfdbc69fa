import type { entities } from 'misskey-js';
import { listAnnouncements } from '../../services/announcements.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { pageProperties } from './following/shared.js';

/** Current (isActive, the default) or past announcements; anyone may read everyone's ones. */
export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties, isActive: { type: 'boolean', default: true } },
} as const satisfies ParamDef;

export const handler: Handler<'announcements', entities.Announcement[]> = (ps, { instance, user }) =>
  listAnnouncements(instance, user, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
    isActive: ps.isActive ?? true,
  });
