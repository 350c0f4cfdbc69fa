import { keysOf, setPasswordLess } from '../../../../services/security-keys.js';
import { packMe } from '../../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  errors: {
    noKey: {
      message: 'No security key.',
      code: 'NO_SECURITY_KEY',
      id: 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { value: { type: 'boolean' } },
  required: ['value'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/password-less', void> = (ps, { instance, user }) => {
  if (ps.value && keysOf(instance.db, user.id).length === 0) throw new ApiError(meta.errors.noKey);
  setPasswordLess(instance.db, user.id, ps.value);
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
};
