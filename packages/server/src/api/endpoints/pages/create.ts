import type { entities } from 'misskey-js';
import { createPage, type PageFields, packPage, pageNameTaken } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import {
  checkPageFields,
  nameAlreadyExists,
  noSuchFile,
  pageFieldProperties,
  refuseMoved,
} from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:pages',
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    noSuchFile: noSuchFile('b7b97489-0f66-4b12-a5ff-b21bd63f6e1c'),
    nameAlreadyExists: nameAlreadyExists('4650348e-301c-499a-83c9-6aa988c66bc1'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageFieldProperties,
    font: { ...pageFieldProperties.font, default: 'sans-serif' },
    alignCenter: { type: 'boolean', default: false },
    hideTitleWhenPinned: { type: 'boolean', default: false },
  },
  required: ['title', 'name', 'content', 'variables', 'script'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'pages/create', entities.Page> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const fields = checkPageFields(
    instance,
    user,
    {
      name: ps.name,
      title: ps.title,
      summary: ps.summary ?? null,
      content: ps.content,
      variables: ps.variables,
      script: ps.script,
      eyeCatchingImageId: ps.eyeCatchingImageId ?? null,
      font: ps.font ?? 'sans-serif',
      alignCenter: ps.alignCenter ?? false,
      hideTitleWhenPinned: ps.hideTitleWhenPinned ?? false,
    },
    meta.errors.noSuchFile,
  ) as PageFields;
  if (pageNameTaken(instance, user.id, fields.name)) throw new ApiError(meta.errors.nameAlreadyExists);
  return packPage(instance, createPage(instance, user, fields), user) as entities.Page;
};
