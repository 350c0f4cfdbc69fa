import { completePendingSignup } from '../../services/mail/index.js';
import { recordSignupIp } from '../../services/moderation/user-ips.js';
import { approvalRequiredForSignup, markAwaitingApproval } from '../../services/signup-approval/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError } from '../errors.js';

export const meta = {
  requireCredential: false,
  ignoreCredential: true,
  limit: { duration: 60 * 60 * 1000, max: 20 },
  // Misskey answers these with a bare 400 whose message is the reason; ours carry ids of our own.
  errors: {
    noSuchCode: {
      message: 'This sign-up link is unknown or was already used.',
      code: 'NO_SUCH_CODE',
      id: '9364ee88-d2d8-466c-bd43-daeb17b6172a',
      httpStatus: 400,
    },
    expired: {
      message: 'This sign-up link has expired.',
      code: 'EXPIRED',
      id: 'e03493bb-f594-4574-afc0-f90fb7e6cc8a',
      httpStatus: 400,
    },
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
    code: { type: 'string' },
  },
  required: ['code'],
} as const satisfies ParamDef;

/**
 * Completes a sign-up from its mailed link and signs in, answering as `signin-flow` does. A link
 * mailed before approval was switched on makes an account that waits for a moderator like any
 * other sign-up then: no token, 204 (as `signup` answers with approval on).
 */
export const handler: Handler<'signup-pending', { id: string; i: string } | undefined> = async (
  ps,
  { instance, ip },
) => {
  const result = await completePendingSignup(instance, ps.code);
  if (!result.ok) {
    if (result.reason === 'expired') throw new ApiError(meta.errors.expired);
    if (result.reason === 'usernameTaken') throw new ApiError(meta.errors.usedUsername);
    throw new ApiError(meta.errors.noSuchCode);
  }
  // The account exists from this request on: the address that confirmed it is its sign-up
  // address (kept while the instance logs addresses).
  recordSignupIp(instance, result.user.id, ip);
  if (approvalRequiredForSignup(instance)) {
    // It gave no reason (the form that asks for one came later); moderators see it without one.
    markAwaitingApproval(instance, result.user.id, '');
    instance.tokens.deleteAllOfUser(result.user.id);
    return undefined;
  }
  return { id: result.user.id, i: result.token };
};
