import { resetPassword } from '../../services/mail/index.js';
import { MIN_PASSWORD_LENGTH } from '../../services/passwords.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError } from '../errors.js';

export const meta = {
  requireCredential: false,
  limit: { duration: 60 * 60 * 1000, max: 20 },
  // Deviation: Misskey answers an unknown or expired token with an internal error; these are
  // client errors with ids of our own, so a client can say the link is used up or too old.
  errors: {
    noSuchResetRequest: {
      message: 'This password reset link is unknown or was already used.',
      code: 'NO_SUCH_RESET_REQUEST',
      id: '97943009-6c17-4def-bd8e-45ab37a778b4',
      httpStatus: 400,
    },
    expired: {
      message: 'This password reset link has expired.',
      code: 'EXPIRED',
      id: '6846ce0c-3e0f-463b-891d-46db223630d4',
      httpStatus: 400,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    // The sign-up rule (Misskey takes any string here).
    password: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
  },
  required: ['token', 'password'],
} as const satisfies ParamDef;

export const handler: Handler<'reset-password', void> = async (ps, { instance }) => {
  const result = await resetPassword(instance, ps.token, ps.password);
  if (result === 'unknown') throw new ApiError(meta.errors.noSuchResetRequest);
  if (result === 'expired') throw new ApiError(meta.errors.expired);
};
