import { sha256 } from '../../../../services/secrets.js';
import { newBackupCodes, verifyTotp } from '../../../../services/two-factor.js';
import { packMe } from '../../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError, commonErrors } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 20 },
  errors: {
    notStarted: {
      message: 'Two-factor registration has not been started (call i/2fa/register first).',
      code: 'TWO_FACTOR_NOT_STARTED',
      id: 'ccd73a84-7cb9-447e-9a30-c5cdd9e93ba5',
    },
    incorrectTwoFactorCode: commonErrors.incorrectTwoFactorCode,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1 } },
  required: ['token'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/done'> = (ps, { instance, user }) => {
  const pending = instance.users.getSecrets(user.id)?.twoFactorPendingSecret;
  if (!pending) throw new ApiError(meta.errors.notStarted);
  if (!verifyTotp(pending, ps.token)) throw new ApiError(meta.errors.incorrectTwoFactorCode);
  const backupCodes = newBackupCodes();
  instance.users.enableTwoFactor(user.id, pending, backupCodes.map(sha256));
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
  return { backupCodes };
};
