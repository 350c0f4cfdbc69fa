import type { entities } from 'misskey-js';
import {
  checkEmailForAccount,
  emailRequiredForSignup,
  sendMail,
  setUnverifiedEmail,
} from '../../../services/mail/index.js';
import { packMe } from '../../../services/user-packer.js';
import { confirmIdentity } from '../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 60 * 60 * 1000, max: 3 },
  errors: {
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3',
    },
    unavailable: {
      message: 'Unavailable email address.',
      code: 'UNAVAILABLE',
      id: 'a2defefb-f220-8849-0af6-17f816099323',
    },
    emailRequired: {
      message: 'Email address is required.',
      code: 'EMAIL_REQUIRED',
      id: '324c7a88-59f2-492f-903f-89134f93e47e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    password: { type: 'string' },
    email: { type: ['string', 'null'] },
    token: { type: ['string', 'null'] },
  },
  required: ['password'],
} as const satisfies ParamDef;

/** Sets or removes the account's address; a new one is unverified until its mailed link is opened. */
export const handler: SignedInHandler<'i/update-email', entities.MeDetailed> = async (
  ps,
  { instance, user },
) => {
  await confirmIdentity(
    instance,
    user,
    { password: ps.password, token: ps.token ?? null },
    meta.errors.incorrectPassword,
  );
  const email = ps.email == null || ps.email.trim() === '' ? null : ps.email.trim();
  if (email !== null) {
    if (!(await checkEmailForAccount(instance, email)).available) throw new ApiError(meta.errors.unavailable);
  } else if (emailRequiredForSignup(instance)) {
    throw new ApiError(meta.errors.emailRequired);
  }
  const code = setUnverifiedEmail(instance, user.id, email);
  const me = packMe(instance, user);
  instance.events.publishMainStream(user.id, 'meUpdated', me);
  if (email !== null && code !== null) {
    const link = `${instance.config.url}/verify-email/${code}`;
    sendMail(instance, {
      to: email,
      subject: `Confirm your address on ${instance.config.instanceName}`,
      text: `Someone, hopefully you, gave this address to the account @${user.username} on ${instance.config.instanceName}.\n\nTo confirm it, open this link:\n${link}\n\nIf it was not you, ignore this mail: the address stays unconfirmed.`,
    });
  }
  return me;
};
