import type { InstanceContext } from '../../../../../services/context.js';
import { emailOf } from '../../../../../services/mail/index.js';
import {
  findRecipient,
  type RecipientInput,
  type RecipientRow,
} from '../../../../../services/moderation/abuse-report-recipients.js';
import { findSystemWebhook } from '../../../../../services/system-webhooks/index.js';
import { ApiError, type ApiErrorDef } from '../../../../errors.js';

export const recipientErrors = {
  correlationCheckEmail: {
    message: 'If "method" is email, "userId" must be set.',
    code: 'CORRELATION_CHECK_EMAIL',
    id: '348bb8ae-575a-6fe9-4327-5811999def8f',
    httpStatus: 400,
  },
  correlationCheckWebhook: {
    message: 'If "method" is webhook, "systemWebhookId" must be set.',
    code: 'CORRELATION_CHECK_WEBHOOK',
    id: 'b0c15051-de2d-29ef-260c-9585cddd701a',
    httpStatus: 400,
  },
  emailAddressNotSet: {
    message: 'Email address is not set.',
    code: 'EMAIL_ADDRESS_NOT_SET',
    id: '7cc1d85e-2f58-fc31-b644-3de8d0d3421f',
    httpStatus: 400,
  },
} satisfies Record<string, ApiErrorDef>;

export const noSuchRecipient: ApiErrorDef = {
  message: 'No such recipient.',
  code: 'NO_SUCH_RECIPIENT',
  id: '013de6a8-f757-04cb-4d73-cc2a7e3368e4',
  kind: 'server',
  httpStatus: 404,
};

export const recipientFields = {
  isActive: { type: 'boolean' },
  name: { type: 'string', minLength: 1, maxLength: 255 },
  method: { type: 'string', enum: ['email', 'webhook'] },
  userId: { type: 'string' },
  systemWebhookId: { type: 'string' },
} as const;

/**
 * Misskey's checks: mail needs a user with a verified address, a webhook needs a webhook id
 * (here also one that exists: Misskey fails inside its database instead). Only the field of the
 * chosen method is kept.
 */
export function recipientInput(
  instance: InstanceContext,
  ps: {
    isActive: boolean;
    name: string;
    method: 'email' | 'webhook';
    userId?: string;
    systemWebhookId?: string;
  },
): RecipientInput {
  if (ps.method === 'email') {
    const user = ps.userId ? instance.users.findById(ps.userId) : null;
    if (!ps.userId || !user) throw new ApiError(recipientErrors.correlationCheckEmail);
    if (!emailOf(instance, user.id)?.verified) throw new ApiError(recipientErrors.emailAddressNotSet);
    return { isActive: ps.isActive, name: ps.name, method: 'email', userId: user.id, systemWebhookId: null };
  }
  if (!ps.systemWebhookId || !findSystemWebhook(instance.db, ps.systemWebhookId))
    throw new ApiError(recipientErrors.correlationCheckWebhook);
  return {
    isActive: ps.isActive,
    name: ps.name,
    method: 'webhook',
    userId: null,
    systemWebhookId: ps.systemWebhookId,
  };
}

export function targetRecipient(instance: InstanceContext, id: string): RecipientRow {
  const recipient = findRecipient(instance, id);
  if (!recipient) throw new ApiError(noSuchRecipient);
  return recipient;
}
