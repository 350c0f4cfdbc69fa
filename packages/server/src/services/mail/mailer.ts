import nodemailer from 'nodemailer';
import type { InstanceContext } from '../context.js';
import { mailSettings, panelSmtp } from './smtp-settings.js';

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

type Transport = ReturnType<typeof nodemailer.createTransport>;

interface MailerState {
  /** The transport in use and the settings it was made from (made again when they change). */
  transport: Transport | null;
  transportKey: string | null;
  log: MailLog;
  /** Sends still under way, so tests and shutdown can wait for them. */
  pending: Set<Promise<void>>;
}

// One mailer per instance, made on first use; kept beside the context (like the context's own
// services) rather than in it, so the context does not grow a mail dependency.
const mailers = new WeakMap<InstanceContext, MailerState>();

const consoleLog: MailLog = {
  warn: (_obj, msg) => console.error(msg),
  error: (obj, msg) => console.error(msg, obj),
};

function stateOf(instance: InstanceContext): MailerState {
  let state = mailers.get(instance);
  if (!state) {
    state = { transport: null, transportKey: null, log: consoleLog, pending: new Set() };
    mailers.set(instance, state);
  }
  return state;
}

/**
 * The SMTP server mail goes through now, and the From address: the control panel's settings
 * when they turn mail on (Misskey's meta: host, port, TLS, and a login only when a user is set,
 * as Misskey's mailer), else the config file's SMTP_URL, else none. The transport is kept
 * until the settings change.
 */
function currentTransport(instance: InstanceContext): { transport: Transport; from: string } | null {
  const state = stateOf(instance);
  const settings = mailSettings(instance.db);
  const panel = panelSmtp(settings);
  const url = instance.config.smtpUrl;
  const key = panel ? JSON.stringify(panel) : url;
  if (key === null) return null;
  if (state.transportKey !== key || state.transport === null) {
    state.transport?.close();
    if (panel) {
      const auth = panel.smtpUser ? { user: panel.smtpUser, pass: panel.smtpPass ?? '' } : undefined;
      state.transport = nodemailer.createTransport({
        host: panel.smtpHost ?? undefined,
        port: panel.smtpPort ?? (panel.smtpSecure ? 465 : 587),
        secure: panel.smtpSecure,
        ignoreTLS: auth === undefined,
        auth,
      });
    } else {
      state.transport = nodemailer.createTransport(url as string);
    }
    state.transportKey = key;
  }
  return { transport: state.transport, from: settings.email ?? instance.config.mailFrom };
}

/** Sends the mailer's reports to the app's log (app.ts calls it once). */
export function useMailLog(instance: InstanceContext, log: MailLog): void {
  stateOf(instance).log = log;
}

/** Whether mail leaves the instance (meta `enableEmail`); without SMTP it only goes to the log. */
export function mailEnabled(instance: InstanceContext): boolean {
  return instance.config.smtpUrl !== null || panelSmtp(mailSettings(instance.db)) !== null;
}

/**
 * Sends a mail in the background and never throws: callers answer at once, so how long the
 * SMTP server takes (or whether a mail was sent at all) does not show in their answer time.
 * Without SMTP the whole mail is written to the log, links included, since that is the only
 * way the operator can hand it on; with SMTP only the recipient and subject are logged on
 * failure, never the text (it holds the link, which is the secret).
 */
export function sendMail(instance: InstanceContext, mail: OutgoingMail): void {
  try {
    deliver(instance, mail).catch(() => undefined);
  } catch {
    // The settings could not be read (the database closed as the app shut down).
  }
}

/**
 * Sends a mail and resolves once the SMTP server took it; rejects when there is no SMTP server
 * (`MailNotSetUp`) or the server refused or could not be reached (the error's message only).
 * admin/send-email waits on it, so the control panel's test mail reports the outcome.
 */
export function sendMailNow(instance: InstanceContext, mail: OutgoingMail): Promise<void> {
  return deliver(instance, mail);
}

export class MailNotSetUp extends Error {}

function deliver(instance: InstanceContext, mail: OutgoingMail): Promise<void> {
  const state = stateOf(instance);
  const { log } = state;
  const current = currentTransport(instance);
  if (current === null) {
    // A warning, so it shows at the `warn` log level too: the operator must pass it on by hand.
    log.warn(
      { to: mail.to, subject: mail.subject },
      `Mail is not set up (no SMTP_URL); this mail to ${mail.to} was not sent:\n${mail.subject}\n\n${mail.text}\n--`,
    );
    return Promise.reject(new MailNotSetUp('mail is not set up'));
  }
  const sending = current.transport
    .sendMail({ from: current.from, to: mail.to, subject: mail.subject, text: mail.text })
    .then(
      () => undefined,
      (err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        log.error({ to: mail.to, subject: mail.subject, reason }, 'sending a mail failed');
        throw new Error(reason);
      },
    );
  const settled = sending.then(
    () => undefined,
    () => undefined,
  );
  const tracked = settled.finally(() => state.pending.delete(tracked));
  state.pending.add(tracked);
  return sending;
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
