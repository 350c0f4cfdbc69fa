import { findAnnouncement, updateAnnouncement } from '../../../../services/announcements.js';
import { aboutUser, logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { announcementFieldProperties, noSuchAnnouncement } from '../../announcements/params.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
  errors: { noSuchAnnouncement: noSuchAnnouncement('d3aae5a7-6372-4cb4-b61c-f511ffc2d7cc') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' }, ...announcementFieldProperties, isActive: { type: 'boolean' } },
  required: ['id'],
} as const satisfies ParamDef;

/** Changes the given fields; isActive false moves it to the past announcements. */
export const handler: SignedInHandler<'admin/announcements/update', void> = (ps, { instance, user: me }) => {
  const before = findAnnouncement(instance, ps.id);
  if (!before) throw new ApiError(meta.errors.noSuchAnnouncement);
  const { id, ...fields } = ps;
  updateAnnouncement(instance, id, fields);
  const after = findAnnouncement(instance, id);
  const target = before.userId ? instance.users.findById(before.userId) : null;
  if (target) {
    logModeration(instance, me, 'updateUserAnnouncement', {
      announcementId: id,
      before,
      after,
      ...aboutUser(target),
    });
  } else {
    logModeration(instance, me, 'updateGlobalAnnouncement', { announcementId: id, before, after });
  }
};
