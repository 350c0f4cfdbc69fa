import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { entities } from 'misskey-js';
import { mintToken } from '../../services/accounts.js';
import { captchaResponseParams, verifyCaptcha } from '../../services/captcha/index.js';
import type { InstanceContext } from '../../services/context.js';
import { createNotification } from '../../services/notifications.js';
import { initiateAuthentication, keysOf, verifySecondFactor } from '../../services/security-keys.js';
import { recordSignin } from '../../services/signins.js';
import { isAwaitingApproval } from '../../services/signup-approval/index.js';
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
    securityKeyFailed: {
      message: 'The security key could not be verified.',
      code: 'SECURITY_KEY_FAILED',
      id: '93b86c4b-72f9-40eb-9815-798928603d1e',
      httpStatus: 403,
    },
    // Misskey's answer when sign-in attempts are limited; `info.resetMs` (ours) says how long.
    tooManyFailures: {
      message: 'Too many failed attempts to sign in. Try again later.',
      code: 'TOO_MANY_AUTHENTICATION_FAILURES',
      id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      httpStatus: 429,
    },
    suspended: {
      message: 'This account has been suspended.',
      code: 'YOUR_ACCOUNT_SUSPENDED',
      id: 'e03a5f46-d309-4865-9b69-56282d94e1eb',
      httpStatus: 403,
    },
    // Sign-up by approval (services/signup-approval): the code a Misskey fork answers, id ours.
    notApproved: {
      message: 'This account is waiting for a moderator to approve it.',
      code: 'NOT_APPROVED',
      id: 'b8e3f0d2-6a41-4c5e-9d17-3f2a8c6e4b90',
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
    credential: { type: 'object' },
    ...captchaResponseParams,
  },
  required: ['username'],
} as const satisfies ParamDef;

/**
 * Refuses at once while `key` is locked, before any password or code is checked, so a locked
 * account gives an attacker no answer to learn from.
 */
function refuseWhileLocked(instance: InstanceContext, key: string): void {
  const retryAfterMs = instance.signinLocks.retryAfterMs(key);
  if (retryAfterMs > 0) throw new ApiError(meta.errors.tooManyFailures, { resetMs: retryAfterMs });
}

export const handler: Handler<'signin-flow', entities.SigninFlowResponse> = async (
  ps,
  { instance, http, ip },
) => {
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

  // Failures count against the account (by name, so an unknown name behaves the same), or
  // against the device when the browser proves it signed in to this account before: the
  // owner's usual browser is never locked by someone guessing elsewhere.
  const deviceId = user ? instance.knownDevices.deviceOf(http?.cookieHeader, user.id) : null;
  const subject = deviceId ? `device:${deviceId}` : `account:${username.toLowerCase()}`;
  const passwordKey = `password|${subject}`;
  const codeKey = `totp|${subject}`;
  refuseWhileLocked(instance, passwordKey);
  // As Misskey: an account without two-factor (or a name nobody has) must pass the CAPTCHA
  // before its password is checked; the second factor stands in for it otherwise.
  if (!secrets?.twoFactorEnabled) await verifyCaptcha(instance, ps);

  const passwordOk =
    user && secrets
      ? await instance.passwords.verify(ps.password, secrets.passwordHash)
      : await instance.passwords.verifyDummy(ps.password);
  // Attempts on an existing account go into its sign-in history (i/signin-history), as Misskey's.
  const record = (success: boolean) =>
    user ? recordSignin(instance.db, { userId: user.id, ip, headers: http?.headers, success }) : null;
  if (!user || !secrets || !passwordOk) {
    instance.signinLocks.fail(passwordKey);
    if (user && secrets) record(false);
    throw new ApiError(meta.errors.incorrectCredentials);
  }

  if (user.isSuspended) throw new ApiError(meta.errors.suspended);
  // Only after the password: a stranger does not learn that a name is waiting.
  if (isAwaitingApproval(instance, user.id)) throw new ApiError(meta.errors.notApproved);

  if (secrets.twoFactorEnabled && secrets.twoFactorSecret) {
    // The password was right: whoever this is, codes are now what they would guess.
    if (ps.token !== undefined && ps.token !== '') {
      refuseWhileLocked(instance, codeKey);
      if (!checkSecondFactor(instance.users, user.id, secrets.twoFactorSecret, ps.token)) {
        instance.signinLocks.fail(codeKey);
        record(false);
        throw new ApiError(meta.errors.incorrectTwoFactorCode);
      }
    } else if (ps.credential !== undefined) {
      refuseWhileLocked(instance, codeKey);
      const credential = ps.credential as unknown as AuthenticationResponseJSON;
      if (!(await verifySecondFactor(instance, user.id, credential))) {
        instance.signinLocks.fail(codeKey);
        record(false);
        throw new ApiError(meta.errors.securityKeyFailed);
      }
    } else if (keysOf(instance.db, user.id).length > 0) {
      // As Misskey: offer the security key first; the client may still send a code instead.
      return {
        finished: false,
        next: 'passkey',
        authRequest: await initiateAuthentication(instance, user.id),
      };
    } else {
      return { finished: false, next: 'totp' };
    }
  }

  instance.signinLocks.clear(passwordKey);
  instance.signinLocks.clear(codeKey);
  http?.setCookie(instance.knownDevices.cookieFor(user.id, deviceId));
  const signin = record(true);
  if (signin) instance.events.publishMainStream(user.id, 'signin', signin);
  // Misskey tells the account of every sign-in with a `login` notification.
  createNotification(instance, user.id, 'login');
  return { finished: true, id: user.id, i: mintToken(instance, user.id) };
};
