import { findPage } from '../../services/pages/pages.js';
import { packUserDetailed } from '../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../endpoint.js';
import { ApiError } from '../errors.js';
import { noSuchPage } from './pages/shared.js';

// secure and without a kind, as in Misskey: only the user's own session may push page events.
export const meta = {
  requireCredential: true,
  secure: true,
  errors: { noSuchPage: noSuchPage('4a13ad31-6729-46b4-b9af-e86b265c2e74') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { pageId: { type: 'string' }, event: { type: 'string' }, var: {} },
  required: ['pageId', 'event'],
} as const satisfies ParamDef;

/** An interactive page's event, delivered to its owner's main stream with who sent it. */
export const handler: SignedInHandler<'page-push', void> = (ps, { instance, user }) => {
  const page = findPage(instance, ps.pageId);
  if (!page) throw new ApiError(meta.errors.noSuchPage);
  const owner = instance.users.findById(page.userId);
  if (!owner || !instance.events.hasMainListeners(owner.id)) return;
  instance.events.publishMainStream(owner.id, 'pageEvent', {
    pageId: page.id,
    event: ps.event,
    var: ps.var,
    userId: user.id,
    user: packUserDetailed(instance, user, owner),
  });
};
