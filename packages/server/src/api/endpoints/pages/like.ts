import { findPage, likePage, ownerVisible } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchPage, pageIdParam, refuseMoved } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:page-likes',
  errors: {
    noSuchPage: noSuchPage('cc98a8a2-0dc3-4123-b198-62c71df18ed3'),
    yourPage: {
      message: 'You cannot like your page.',
      code: 'YOUR_PAGE',
      id: '28800466-e6db-40f2-8fae-bf9e82aa92b8',
    },
    alreadyLiked: {
      message: 'The page has already been liked.',
      code: 'ALREADY_LIKED',
      id: 'd4c1edbe-7da2-4eae-8714-1acfd2d63941',
    },
  },
} satisfies EndpointMeta;

export const paramDef = pageIdParam satisfies ParamDef;

export const handler: SignedInHandler<'pages/like', void> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const page = findPage(instance, ps.pageId);
  if (!page || !ownerVisible(instance.users.findById(page.userId), user)) {
    throw new ApiError(meta.errors.noSuchPage);
  }
  if (page.userId === user.id) throw new ApiError(meta.errors.yourPage);
  if (!likePage(instance, user.id, page)) throw new ApiError(meta.errors.alreadyLiked);
};
