import type { entities } from 'misskey-js';
import {
  findPage,
  findPageByName,
  ownerVisible,
  type PageRow,
  packPage,
} from '../../../services/pages/pages.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchPage } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchPage: noSuchPage('222120c0-3ead-4528-811b-b96f233388d7') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { pageId: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
  anyOf: [{ required: ['pageId'] }, { required: ['name', 'username'] }],
} as const satisfies ParamDef;

/** By id, or by its URL (a local user's name and the page's name). A suspended owner's is hidden. */
export const handler: Handler<'pages/show', entities.Page> = (ps, { instance, user }) => {
  let page: PageRow | null = null;
  if ('pageId' in ps && ps.pageId) {
    page = findPage(instance, ps.pageId);
  } else if ('name' in ps && ps.name && ps.username) {
    const author = instance.users.findLocalByUsername(ps.username);
    page = author ? findPageByName(instance, author.id, ps.name) : null;
  }
  if (!page || !ownerVisible(instance.users.findById(page.userId), user)) {
    throw new ApiError(meta.errors.noSuchPage);
  }
  const packed = packPage(instance, page, user);
  if (!packed) throw new ApiError(meta.errors.noSuchPage);
  return packed;
};
