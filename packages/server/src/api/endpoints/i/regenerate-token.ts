import { confirmPassword } from '../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 10 },
  errors: {
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: '52f2b851-e992-46b9-b64b-11689d7c44fc',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { password: { type: 'string' } },
  required: ['password'],
} as const satisfies ParamDef;

// Signs the account out everywhere: every token goes, open sockets are told and then closed.
export const handler: SignedInHandler<'i/regenerate-token', void> = async (ps, { instance, user }) => {
  await confirmPassword(instance, user, ps.password, meta.errors.incorrectPassword);
  instance.tokens.deleteAllOfUser(user.id);
  instance.events.publishMainStream(user.id, 'myTokenRegenerated');
  instance.events.publishTokensRevoked(user.id);
};
