import type { entities } from 'misskey-js';
import { createLocalAccount, RESERVED_USERNAMES, USERNAME_PATTERN } from '../../services/accounts.js';
import { captchaResponseParams, verifyCaptcha } from '../../services/captcha/index.js';
import { claimInvite, registrationDisabled, releaseInvite, settleInvite } from '../../services/invites.js';
import {
  checkEmailForAccount,
  emailRequiredForSignup,
  forgetExpiredSignups,
  startPendingSignup,
} from '../../services/mail/index.js';
import { recordSignupIp } from '../../services/moderation/user-ips.js';
import { MIN_PASSWORD_LENGTH } from '../../services/passwords.js';
import {
  approvalRequiredForSignup,
  MAX_SIGNUP_REASON_LENGTH,
  markAwaitingApproval,
} from '../../services/signup-approval/index.js';
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
    // Deviation: Misskey answers a missing or unusable code with a bare 400 and no body; ours
    // say which, with ids of our own, so a client can tell the person what to fix.
    invitationCodeRequired: {
      message: 'An invitation code is required to sign up on this server.',
      code: 'INVITATION_CODE_REQUIRED',
      id: '4b5fbcdc-ae68-4173-875c-ecc273fadd62',
      httpStatus: 400,
    },
    invalidInvitationCode: {
      message: 'This invitation code is unknown, already used or expired.',
      code: 'INVALID_INVITATION_CODE',
      id: 'a0ab923f-b675-426c-8f88-42a8edae0c9a',
      httpStatus: 400,
    },
    // Deviation: Misskey answers a missing or unavailable address with a bare 400; ours say
    // which (`info.reason` is email-address/available's), with ids of our own.
    emailAddressRequired: {
      message: 'An e-mail address is required to sign up on this server.',
      code: 'EMAIL_ADDRESS_REQUIRED',
      id: '115b9a41-9f84-4444-8790-ec60c429ff61',
      httpStatus: 400,
    },
    unavailableEmailAddress: {
      message: 'This e-mail address cannot be used.',
      code: 'UNAVAILABLE_EMAIL_ADDRESS',
      id: '7395ba94-0c80-4e24-b94b-8ef03ea676ee',
      httpStatus: 400,
    },
    // Sign-up by approval (a Misskey fork's; services/signup-approval): the reason is required.
    reasonRequired: {
      message: 'A reason is required to sign up on this server.',
      code: 'SIGNUP_REASON_REQUIRED',
      id: '5c1e8a47-2f6b-4d93-8e0a-b7d4c2f91e36',
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
    reason: { type: ['string', 'null'], maxLength: MAX_SIGNUP_REASON_LENGTH },
    ...captchaResponseParams,
  },
  required: ['username', 'password'],
} as const satisfies ParamDef;

// With `emailRequiredForSignup`, the answer is 204 and the account is made by `signup-pending`
// once the mailed link is opened, as in Misskey. With `approvalRequiredForSignup` the answer is
// 204 too: the account is made at once but waits for a moderator, with no token (that switch
// wins over the mail one: the moderator reads the reason instead of a link proving an address).
export const handler: Handler<'signup', entities.SignupResponse | undefined> = async (
  ps,
  { instance, ip },
) => {
  // First, as Misskey: nothing about names, codes or addresses is answered to a robot.
  await verifyCaptcha(instance, ps);
  if (RESERVED_USERNAMES.has(ps.username.toLowerCase())) {
    throw invalidParam('username', 'This username is reserved.');
  }
  const requireApproval = approvalRequiredForSignup(instance);
  // A fork's parameter, which misskey-js's SignupRequest does not type.
  const reason = (ps as { reason?: string | null }).reason?.trim() ?? '';
  if (requireApproval && reason === '') throw new ApiError(meta.errors.reasonRequired);
  const requireEmail = !requireApproval && emailRequiredForSignup(instance);
  const email = ps.emailAddress?.trim() ?? '';
  if (requireEmail) {
    if (email === '') throw new ApiError(meta.errors.emailAddressRequired);
    const availability = await checkEmailForAccount(instance, email);
    if (!availability.available)
      throw new ApiError(meta.errors.unavailableEmailAddress, { reason: availability.reason });
    if (instance.users.localUsernameTaken(ps.username)) throw new ApiError(meta.errors.usedUsername);
    forgetExpiredSignups(instance);
  }
  // With registration closed, a code is claimed before the account exists (see claimInvite);
  // with it open, a code sent along is ignored, as Misskey does.
  let inviteId: string | null = null;
  if (registrationDisabled(instance)) {
    if (!ps.invitationCode) throw new ApiError(meta.errors.invitationCodeRequired);
    const claim = claimInvite(instance, ps.invitationCode.trim());
    if (!claim.ok) throw new ApiError(meta.errors.invalidInvitationCode, { reason: claim.reason });
    inviteId = claim.id;
  }
  if (requireEmail) {
    try {
      await startPendingSignup(instance, { username: ps.username, password: ps.password, email, inviteId });
    } catch (err) {
      if (inviteId) releaseInvite(instance, inviteId);
      throw err;
    }
    return undefined;
  }
  let result: Awaited<ReturnType<typeof createLocalAccount>>;
  try {
    result = await createLocalAccount(instance, { username: ps.username, password: ps.password });
  } catch (err) {
    if (inviteId) releaseInvite(instance, inviteId);
    throw err;
  }
  if (!result.ok) {
    if (inviteId) releaseInvite(instance, inviteId);
    throw new ApiError(meta.errors.usedUsername);
  }
  if (inviteId) settleInvite(instance, inviteId, result.user.id);
  // The address it signed up from, for the control panel's user page (admin/get-user-ips),
  // while the instance logs addresses at all.
  recordSignupIp(instance, result.user.id, ip);
  if (requireApproval) {
    markAwaitingApproval(instance, result.user.id, reason);
    // The first token never left the server; the account gets one by signing in once approved.
    instance.tokens.deleteAllOfUser(result.user.id);
    return undefined;
  }
  return { ...packMe(instance, result.user), token: result.token };
};
