import { logModeration } from '../../../services/moderation/log.js';
import { deletePage, findPage } from '../../../services/pages/pages.js';
import { staffOf } from '../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { accessDenied, noSuchPage, pageIdParam } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:pages',
  errors: {
    noSuchPage: noSuchPage('eb0c6e1d-d519-4764-9486-52a7e1c6392a'),
    accessDenied: accessDenied('8b741b3e-2c22-44b3-a15f-29949aa1601e'),
  },
} satisfies EndpointMeta;

export const paramDef = pageIdParam satisfies ParamDef;

/** The owner deletes their page; a moderator may delete anyone's, and that is logged. */
export const handler: SignedInHandler<'pages/delete', void> = (ps, { instance, user }) => {
  const page = findPage(instance, ps.pageId);
  if (!page) throw new ApiError(meta.errors.noSuchPage);
  const own = page.userId === user.id;
  const staff = staffOf(instance, user);
  if (!own && !staff.isModerator && !staff.isAdmin) throw new ApiError(meta.errors.accessDenied);
  deletePage(instance, page);
  if (!own) {
    const owner = instance.users.findById(page.userId);
    logModeration(instance, user, 'deletePage', {
      pageId: page.id,
      pageUserId: page.userId,
      pageUserUsername: owner?.username ?? '',
      page,
    });
  }
};
