import type { entities } from 'misskey-js';
import { checkEmailForAccount } from '../../../services/mail/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
  // Each answer tells whether some account verified an address: limited so it cannot be used
  // to check a list of addresses.
  limit: { duration: 60 * 60 * 1000, max: 30 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    emailAddress: { type: 'string' },
  },
  required: ['emailAddress'],
} as const satisfies ParamDef;

export const handler: Handler<'email-address/available', entities.EmailAddressAvailableResponse> = (
  ps,
  { instance },
) => checkEmailForAccount(instance, ps.emailAddress.trim());
