import { createAnnouncement } from '../../../../services/announcements.js';
import { aboutUser, logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { invalidParam } from '../../../errors.js';
import { announcementFieldProperties } from '../../announcements/params.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...announcementFieldProperties, userId: { type: ['string', 'null'] } },
  required: ['title', 'text', 'imageUrl'],
} as const satisfies ParamDef;

/** A new announcement, to everyone or (userId) to one user; pushed live unless silent. */
export const handler: SignedInHandler<'admin/announcements/create'> = (ps, { instance, user: me }) => {
  // Misskey declares no error for an unknown user; a bad parameter is what it is.
  if (ps.userId != null && !instance.users.findById(ps.userId)) throw invalidParam('userId', 'no such user');
  const row = createAnnouncement(instance, ps);
  const target = ps.userId != null ? instance.users.findById(ps.userId) : null;
  const packed = {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    text: row.text,
    imageUrl: row.imageUrl,
  };
  if (target) {
    logModeration(instance, me, 'createUserAnnouncement', {
      announcementId: row.id,
      announcement: row,
      ...aboutUser(target),
    });
  } else {
    logModeration(instance, me, 'createGlobalAnnouncement', { announcementId: row.id, announcement: row });
  }
  return packed;
};
