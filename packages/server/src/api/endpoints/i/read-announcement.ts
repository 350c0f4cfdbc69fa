import { findVisibleAnnouncement, readAnnouncement } from '../../../services/announcements.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchAnnouncement } from '../announcements/params.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchAnnouncement: noSuchAnnouncement('184663db-df88-4bc2-8b52-fb85f0681939') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { announcementId: { type: 'string' } },
  required: ['announcementId'],
} as const satisfies ParamDef;

/** Marks an announcement the user may see as read (reading it twice is not an error). */
export const handler: SignedInHandler<'i/read-announcement', void> = (ps, { instance, user }) => {
  const row = findVisibleAnnouncement(instance, ps.announcementId, user);
  if (!row) throw new ApiError(meta.errors.noSuchAnnouncement);
  readAnnouncement(instance, user, row);
};
