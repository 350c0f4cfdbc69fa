import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  errors: {
    // Misskey's id, leading space included.
    noSuchRegistration: {
      message: 'No such registration.',
      code: 'NO_SUCH_REGISTRATION',
      id: ' b09d8066-8064-5613-efb6-0e963b21d012',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    endpoint: { type: 'string' },
    sendReadMessage: { type: 'boolean' },
  },
  required: ['endpoint'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'sw/update-registration'> = (ps, { instance, user }) => {
  const found = instance.swSubscriptions.find(user.id, ps.endpoint);
  if (!found) throw new ApiError(meta.errors.noSuchRegistration);
  const sendReadMessage = ps.sendReadMessage ?? found.sendReadMessage;
  if (sendReadMessage !== found.sendReadMessage)
    instance.swSubscriptions.setSendReadMessage(found.id, sendReadMessage);
  return { userId: found.userId, endpoint: found.endpoint, sendReadMessage };
};
