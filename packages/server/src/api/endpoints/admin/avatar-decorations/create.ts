import type { entities } from 'misskey-js';
import {
  assertCanManageDecorations,
  createDecoration,
  packAdminDecoration,
} from '../../../../services/avatar-decorations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { decorationProperties } from './shared.js';

/** Adds an avatar decoration (the canManageAvatarDecorations policy, or an administrator). */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:avatar-decorations',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: decorationProperties,
  required: ['name', 'description', 'url'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/avatar-decorations/create'> = (
  ps,
  { instance, user },
): entities.AdminAvatarDecorationsCreateResponse => {
  assertCanManageDecorations(instance, user);
  const created = createDecoration(instance, user, {
    name: ps.name,
    description: ps.description,
    url: ps.url,
    category: ps.category ?? null,
    roleIds: ps.roleIdsThatCanBeUsedThisDecoration ?? [],
  });
  return packAdminDecoration(created);
};
