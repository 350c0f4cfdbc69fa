import type { entities } from 'misskey-js';
import { findVisibleAnnouncement, packAnnouncement } from '../../../services/announcements.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchAnnouncement } from './params.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchAnnouncement: noSuchAnnouncement('b57b5e1d-4f49-404a-9edb-46b00268f121') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { announcementId: { type: 'string' } },
  required: ['announcementId'],
} as const satisfies ParamDef;

/** One announcement; another user's personal one is answered as not found. */
export const handler: Handler<'announcements/show', entities.Announcement> = (ps, { instance, user }) => {
  const row = findVisibleAnnouncement(instance, ps.announcementId, user);
  if (!row) throw new ApiError(meta.errors.noSuchAnnouncement);
  const isRead = user
    ? instance.db
        .prepare('SELECT 1 FROM announcement_reads WHERE announcement_id = ? AND user_id = ?')
        .get(row.id, user.id) !== undefined
    : undefined;
  return packAnnouncement(row, user, isRead);
};
