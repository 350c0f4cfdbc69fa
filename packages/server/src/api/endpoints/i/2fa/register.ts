import QRCode from 'qrcode';
import { newTotpSecret, totpFor } from '../../../../services/two-factor.js';
import { confirmIdentity } from '../../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 20 },
  errors: {
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: '78d6c839-20c9-4c66-b90a-fc0542168b48',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    password: { type: 'string' },
    token: { type: ['string', 'null'] },
  },
  required: ['password'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/register'> = async (ps, { instance, user }) => {
  await confirmIdentity(instance, user, ps, meta.errors.incorrectPassword);
  // The secret stays pending until i/2fa/done proves the authenticator app has it.
  const secret = newTotpSecret();
  instance.users.setPendingTwoFactorSecret(user.id, secret);
  const issuer = new URL(instance.config.url).host;
  const url = totpFor(secret, user.username, issuer).toString();
  const qr = await QRCode.toDataURL(url);
  return { qr, url, secret, label: user.username, issuer };
};
