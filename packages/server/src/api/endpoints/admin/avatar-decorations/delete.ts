import {
  assertCanManageDecorations,
  deleteDecoration,
} from '../../../../services/avatar-decorations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { existingDecoration, noSuchDecoration } from './shared.js';

/** Deletes a decoration; the users who wore it no longer do. */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:avatar-decorations',
  errors: { noSuchDecoration },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/avatar-decorations/delete', void> = (ps, { instance, user }) => {
  assertCanManageDecorations(instance, user);
  deleteDecoration(instance, user, existingDecoration(instance, ps.id));
};
