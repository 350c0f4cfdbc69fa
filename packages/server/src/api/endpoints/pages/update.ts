import { imageFileIds } from '../../../services/pages/blocks.js';
import { findPage, pageNameTaken, updatePage } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import {
  accessDenied,
  checkPageFields,
  nameAlreadyExists,
  noSuchFile,
  noSuchPage,
  pageFieldProperties,
  refuseMoved,
} from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:pages',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchPage: noSuchPage('21149b9e-3616-4778-9592-c4ce89f5a864'),
    accessDenied: accessDenied('3c15cd52-3b4b-4274-967d-6456fc4f792b'),
    noSuchFile: noSuchFile('cfc23c7c-3887-490e-af30-0ed576703c82'),
    nameAlreadyExists: nameAlreadyExists('2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { pageId: { type: 'string' }, ...pageFieldProperties },
  required: ['pageId'],
} as const satisfies ParamDef;

/** Only the owner may edit; fields left out keep their value. Answers nothing, as Misskey. */
export const handler: SignedInHandler<'pages/update', void> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const page = findPage(instance, ps.pageId);
  if (!page) throw new ApiError(meta.errors.noSuchPage);
  if (page.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  const fields = checkPageFields(
    instance,
    user,
    {
      name: ps.name,
      title: ps.title,
      summary: ps.summary,
      content: ps.content,
      variables: ps.variables,
      script: ps.script,
      eyeCatchingImageId: ps.eyeCatchingImageId,
      font: ps.font,
      alignCenter: ps.alignCenter,
      hideTitleWhenPinned: ps.hideTitleWhenPinned,
    },
    meta.errors.noSuchFile,
    imageFileIds(page.content),
  );
  if (fields.name !== undefined && pageNameTaken(instance, user.id, fields.name, page.id)) {
    throw new ApiError(meta.errors.nameAlreadyExists);
  }
  updatePage(instance, page, fields);
};
