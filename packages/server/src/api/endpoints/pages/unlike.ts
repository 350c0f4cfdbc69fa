import { findPage, unlikePage } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchPage, pageIdParam, refuseMoved } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:page-likes',
  errors: {
    noSuchPage: noSuchPage('a0d41e20-1993-40bd-890e-f6e560ae648e'),
    notLiked: {
      message: 'You have not liked that page.',
      code: 'NOT_LIKED',
      id: 'f5e586b0-ce93-4050-b0e3-7f31af5259ee',
    },
  },
} satisfies EndpointMeta;

export const paramDef = pageIdParam satisfies ParamDef;

/** Taking a like back works even when the owner has since been suspended. */
export const handler: SignedInHandler<'pages/unlike', void> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const page = findPage(instance, ps.pageId);
  if (!page) throw new ApiError(meta.errors.noSuchPage);
  if (!unlikePage(instance, user.id, page)) throw new ApiError(meta.errors.notLiked);
};
