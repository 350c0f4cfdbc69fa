import { MailNotSetUp, sendMailNow } from '../../../services/mail/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

/**
 * Misskey's admin/send-email (moderators too, as Misskey's): one plain-text mail through the
 * server's mail settings. **Deviation:** Misskey answers 204 whatever happened (nothing is sent
 * while mail is off, and a failure is only logged); this instance waits for the SMTP server and
 * answers MAIL_NOT_SET_UP or MAIL_NOT_SENT (the server's reason in `info.reason`), so the
 * control panel's test mail tells the administrator whether the settings work.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:send-email',
  errors: {
    mailNotSetUp: {
      message: 'Mail is not set up on this server.',
      code: 'MAIL_NOT_SET_UP',
      id: 'b8c3e1e2-6f1c-4a58-9a0e-2f6a8e6f1d01',
    },
    mailNotSent: {
      message: 'The mail server did not take the mail.',
      code: 'MAIL_NOT_SENT',
      id: 'c2a4f0d7-3b7e-4e0b-8f55-7d0c1b9e2a02',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
  },
  required: ['to', 'subject', 'text'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/send-email', void> = async (ps, { instance }) => {
  try {
    await sendMailNow(instance, { to: ps.to, subject: ps.subject, text: ps.text });
  } catch (err) {
    if (err instanceof MailNotSetUp) throw new ApiError(meta.errors.mailNotSetUp);
    throw new ApiError(meta.errors.mailNotSent, { reason: err instanceof Error ? err.message : String(err) });
  }
};
