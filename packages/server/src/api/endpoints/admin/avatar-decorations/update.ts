import {
  assertCanManageDecorations,
  updateDecoration,
} from '../../../../services/avatar-decorations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { decorationProperties, existingDecoration, noSuchDecoration } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:admin:avatar-decorations',
  errors: { noSuchDecoration },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' }, ...decorationProperties },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/avatar-decorations/update', void> = (ps, { instance, user }) => {
  assertCanManageDecorations(instance, user);
  const before = existingDecoration(instance, ps.id);
  updateDecoration(instance, user, before, {
    ...(ps.name !== undefined ? { name: ps.name } : {}),
    ...(ps.description !== undefined ? { description: ps.description } : {}),
    ...(ps.url !== undefined ? { url: ps.url } : {}),
    ...(ps.category !== undefined ? { category: ps.category } : {}),
    ...(ps.roleIdsThatCanBeUsedThisDecoration !== undefined
      ? { roleIds: ps.roleIdsThatCanBeUsedThisDecoration }
      : {}),
  });
};
