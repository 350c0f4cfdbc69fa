import { deleteAnnouncement, findAnnouncement } from '../../../../services/announcements.js';
import { aboutUser, logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchAnnouncement } from '../../announcements/params.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
  errors: { noSuchAnnouncement: noSuchAnnouncement('ecad8040-a276-4e85-bda9-015a708d291e') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

/** Deletes an announcement and its reads. */
export const handler: SignedInHandler<'admin/announcements/delete', void> = (ps, { instance, user: me }) => {
  const announcement = findAnnouncement(instance, ps.id);
  if (!deleteAnnouncement(instance, ps.id)) throw new ApiError(meta.errors.noSuchAnnouncement);
  const target = announcement?.userId ? instance.users.findById(announcement.userId) : null;
  if (target) {
    logModeration(instance, me, 'deleteUserAnnouncement', {
      announcementId: ps.id,
      announcement,
      ...aboutUser(target),
    });
  } else {
    logModeration(instance, me, 'deleteGlobalAnnouncement', { announcementId: ps.id, announcement });
  }
};
