import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { entities } from 'misskey-js';
import { mintToken } from '../../services/accounts.js';
import { createNotification } from '../../services/notifications.js';
import { initiatePasskeySignin, verifyPasskeySignin } from '../../services/security-keys.js';
import { recordSignin } from '../../services/signins.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError } from '../errors.js';

export const meta = {
  requireCredential: false,
  ignoreCredential: true,
  // Misskey: a sign-in takes two calls; at most 200 calls per 30 minutes.
  limit: { duration: 30 * 60 * 1000, max: 200 },
  errors: {
    noContext: {
      message: 'The sign-in context is missing (ask for options first).',
      code: 'MISSING_CONTEXT',
      id: '1658cc2e-4495-461f-aee4-d403cdf073c1',
      httpStatus: 400,
    },
    // Misskey's answer when the context names no challenge (never issued, used, or past 90 s).
    challengeNotFound: {
      message: 'The sign-in challenge was not found or has expired (ask for options again).',
      code: 'CHALLENGE_NOT_FOUND',
      id: '2d16e51c-007b-4edd-afd2-f7dd02c947f6',
      httpStatus: 403,
    },
    // One answer for an unknown key, a failed check and an account without password-less sign-in.
    incorrectCredentials: {
      message: 'The passkey could not be verified.',
      code: 'INCORRECT_CREDENTIALS',
      id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
      httpStatus: 403,
    },
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
    credential: { type: 'object' },
    context: { type: 'string' },
  },
  required: [],
} as const satisfies ParamDef;

type Answer = entities.SigninWithPasskeyInitResponse | entities.SigninWithPasskeyResponse;

/** Password-less sign-in: without a credential, options and a context; with both, a token. */
export const handler: Handler<'signin-with-passkey', Answer> = async (ps, { instance, http, ip }) => {
  if (ps.credential === undefined) return initiatePasskeySignin(instance);
  if (!ps.context) throw new ApiError(meta.errors.noContext);
  const credential = ps.credential as unknown as AuthenticationResponseJSON;
  const userId = await verifyPasskeySignin(instance, ps.context, credential);
  if (userId === 'challenge-not-found') throw new ApiError(meta.errors.challengeNotFound);
  const user = userId ? instance.users.findById(userId) : null;
  if (!user || user.isDeleted) throw new ApiError(meta.errors.incorrectCredentials);
  if (user.isSuspended) throw new ApiError(meta.errors.suspended);
  http?.setCookie(
    instance.knownDevices.cookieFor(user.id, instance.knownDevices.deviceOf(http?.cookieHeader, user.id)),
  );
  const signin = recordSignin(instance.db, { userId: user.id, ip, headers: http?.headers, success: true });
  instance.events.publishMainStream(user.id, 'signin', signin);
  // Misskey tells the account of every sign-in with a `login` notification.
  createNotification(instance, user.id, 'login');
  return { signinResponse: { finished: true, id: user.id, i: mintToken(instance, user.id) } };
};
