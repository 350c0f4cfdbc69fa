import nodemailer from 'nodemailer';
import type { InstanceContext } from '../context.js';

/** One account mail: plain text only, so nothing a user typed can become markup in a mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Where the mailer reports: the app's logger (pino's call shape). */
export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface MailerState {
  transport: ReturnType<typeof nodemailer.createTransport> | null;
  log: MailLog;
  /** Sends still under way, so tests and shutdown can wait for them. */
  pending: Set<Promise<void>>;
}

// One mailer per instance, made on first use from its config; kept beside the context (like the
// context's own services) rather than in it, so the context does not grow a mail dependency.
const mailers = new WeakMap<InstanceContext, MailerState>();

const consoleLog: MailLog = {
  warn: (_obj, msg) => console.error(msg),
  error: (obj, msg) => console.error(msg, obj),
};

function stateOf(instance: InstanceContext): MailerState {
  let state = mailers.get(instance);
  if (!state) {
    const url = instance.config.smtpUrl;
    state = {
      transport: url === null ? null : nodemailer.createTransport(url),
      log: consoleLog,
      pending: new Set(),
    };
    mailers.set(instance, state);
  }
  return state;
}

/** Sends the mailer's reports to the app's log (app.ts calls it once). */
export function useMailLog(instance: InstanceContext, log: MailLog): void {
  stateOf(instance).log = log;
}

/** Whether mail leaves the instance (meta `enableEmail`); without SMTP it only goes to the log. */
export function mailEnabled(instance: InstanceContext): boolean {
  return instance.config.smtpUrl !== null;
}

/**
 * Sends a mail in the background and never throws: callers answer at once, so how long the
 * SMTP server takes (or whether a mail was sent at all) does not show in their answer time.
 * Without SMTP the whole mail is written to the log, links included, since that is the only
 * way the operator can hand it on; with SMTP only the recipient and subject are logged on
 * failure, never the text (it holds the link, which is the secret).
 */
export function sendMail(instance: InstanceContext, mail: OutgoingMail): void {
  const state = stateOf(instance);
  const { transport, log } = state;
  if (transport === null) {
    // A warning, so it shows at the `warn` log level too: the operator must pass it on by hand.
    log.warn(
      { to: mail.to, subject: mail.subject },
      `Mail is not set up (no SMTP_URL); this mail to ${mail.to} was not sent:\n${mail.subject}\n\n${mail.text}\n--`,
    );
    return;
  }
  const sending = transport
    .sendMail({ from: instance.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
    .then(
      () => undefined,
      (err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        log.error({ to: mail.to, subject: mail.subject, reason }, 'sending a mail failed');
      },
    )
    .finally(() => state.pending.delete(sending));
  state.pending.add(sending);
}

/** Waits for every mail under way to be handed to the SMTP server or to fail (tests). */
export async function settleMail(instance: InstanceContext): Promise<void> {
  const state = mailers.get(instance);
  if (state) await Promise.all([...state.pending]);
}

/** Finishes the mails under way and closes the SMTP connection (the app closing). */
export async function closeMail(instance: InstanceContext): Promise<void> {
  const state = mailers.get(instance);
  if (!state) return;
  await Promise.all([...state.pending]);
  state.transport?.close();
  mailers.delete(instance);
}
