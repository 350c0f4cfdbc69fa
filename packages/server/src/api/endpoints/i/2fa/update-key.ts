import { findKey, renameKey } from '../../../../services/security-keys.js';
import { packMe } from '../../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  errors: {
    noSuchKey: {
      message: 'No such key.',
      code: 'NO_SUCH_KEY',
      id: 'f9c5467f-d492-4d3c-9a8g-a70dacc86512',
    },
    accessDenied: {
      message: 'You do not have edit privilege of this key.',
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fff-b8df-057708cce513',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 30 },
    credentialId: { type: 'string' },
  },
  required: ['name', 'credentialId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/update-key', Record<string, never>> = (
  ps,
  { instance, user },
) => {
  const key = findKey(instance.db, ps.credentialId);
  if (!key) throw new ApiError(meta.errors.noSuchKey);
  if (key.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  renameKey(instance.db, key.id, ps.name);
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
  return {};
};
