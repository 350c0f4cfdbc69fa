import type { entities } from 'misskey-js';
import { mintToken } from '../../services/accounts.js';
import { checkSecondFactor } from '../../services/two-factor.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError, commonErrors } from '../errors.js';

export const meta = {
  requireCredential: false,
  ignoreCredential: true,
  limit: { duration: 10 * 60 * 1000, max: 20 },
  errors: {
    // One answer for an unknown user and a wrong password, so neither is revealed.
    incorrectCredentials: {
      message: 'The username or password is incorrect.',
      code: 'INCORRECT_CREDENTIALS',
      id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
      httpStatus: 403,
    },
    incorrectTwoFactorCode: commonErrors.incorrectTwoFactorCode,
    suspended: {
      message: 'This account has been suspended.',
      code: 'YOUR_ACCOUNT_SUSPENDED',
      id: 'e03a5f46-d309-4865-9b69-56282d94e1eb',
      httpStatus: 403,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1 },
    password: { type: 'string' },
    token: { type: 'string' },
  },
  required: ['username'],
} as const satisfies ParamDef;

export const handler: Handler<'signin-flow', entities.SigninFlowResponse> = async (ps, { instance }) => {
  const username = ps.username.trim().replace(/^@/, '');
  const user = instance.users.findLocalByUsername(username);
  const secrets = user && !user.isDeleted ? instance.users.getSecrets(user.id) : null;

  if (ps.password === undefined) {
    // Misskey's first step: tell the client what to ask for next. An unknown user gets the
    // same answer as a user without two-factor.
    return secrets?.twoFactorEnabled
      ? { finished: false, next: 'password' }
      : { finished: false, next: 'captcha' };
  }

  const passwordOk =
    user && secrets
      ? await instance.passwords.verify(ps.password, secrets.passwordHash)
      : await instance.passwords.verifyDummy(ps.password);
  if (!user || !secrets || !passwordOk) throw new ApiError(meta.errors.incorrectCredentials);

  if (user.isSuspended) throw new ApiError(meta.errors.suspended);

  if (secrets.twoFactorEnabled && secrets.twoFactorSecret) {
    if (ps.token === undefined || ps.token === '') return { finished: false, next: 'totp' };
    if (!checkSecondFactor(instance.users, user.id, secrets.twoFactorSecret, ps.token)) {
      throw new ApiError(meta.errors.incorrectTwoFactorCode);
    }
  }

  return { finished: true, id: user.id, i: mintToken(instance, user.id) };
};
