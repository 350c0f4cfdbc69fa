import type { entities } from 'misskey-js';
import { createLocalAccount, RESERVED_USERNAMES, USERNAME_PATTERN } from '../../services/accounts.js';
import { MIN_PASSWORD_LENGTH } from '../../services/passwords.js';
import { packMe } from '../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError, invalidParam } from '../errors.js';

export const meta = {
  requireCredential: false,
  ignoreCredential: true,
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    usedUsername: {
      message: 'This username is already taken.',
      code: 'USED_USERNAME',
      id: 'a6fe7464-b6cb-4b02-befa-a11acec589de',
      httpStatus: 400,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    username: { type: 'string', pattern: USERNAME_PATTERN },
    password: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
    host: { type: ['string', 'null'] },
    invitationCode: { type: ['string', 'null'] },
    emailAddress: { type: ['string', 'null'] },
  },
  required: ['username', 'password'],
} as const satisfies ParamDef;

export const handler: Handler<'signup', entities.SignupResponse> = async (ps, { instance }) => {
  if (RESERVED_USERNAMES.has(ps.username.toLowerCase())) {
    throw invalidParam('username', 'This username is reserved.');
  }
  const result = await createLocalAccount(instance, { username: ps.username, password: ps.password });
  if (!result.ok) throw new ApiError(meta.errors.usedUsername);
  return { ...packMe(instance, result.user), token: result.token };
};
