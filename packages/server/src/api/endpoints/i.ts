import type { entities } from 'misskey-js';
import { packMe } from '../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../endpoint.js';
import { ApiError } from '../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: {
    userIsDeleted: {
      message: 'User is deleted.',
      code: 'USER_IS_DELETED',
      id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
      kind: 'permission',
      httpStatus: 403,
    },
  },
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'i', entities.MeDetailed> = (_ps, { instance, user }) => {
  if (user.isDeleted) throw new ApiError(meta.errors.userIsDeleted);
  return packMe(instance, user);
};
