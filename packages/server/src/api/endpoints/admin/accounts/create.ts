import type { entities } from 'misskey-js';
import { createLocalAccount, USERNAME_PATTERN } from '../../../../services/accounts.js';
import { MIN_PASSWORD_LENGTH } from '../../../../services/passwords.js';
import { packMe } from '../../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

// Creates the first account (the admin) during instance setup, and nothing else: once any
// account exists this endpoint is closed, whoever calls it.
export const meta = {
  requireCredential: false,
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fff-b8df-057708cce513',
      httpStatus: 400,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    username: { type: 'string', pattern: USERNAME_PATTERN },
    password: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
    setupPassword: { type: ['string', 'null'] },
  },
  required: ['username', 'password'],
} as const satisfies ParamDef;

export const handler: Handler<'admin/accounts/create', entities.AdminAccountsCreateResponse> = async (
  ps,
  { instance },
) => {
  if (instance.users.count() > 0) throw new ApiError(meta.errors.accessDenied);
  const result = await createLocalAccount(instance, {
    username: ps.username,
    password: ps.password,
    onlyIfFirst: true,
  });
  if (!result.ok) throw new ApiError(meta.errors.accessDenied);
  return { ...packMe(instance, result.user), token: result.token };
};
