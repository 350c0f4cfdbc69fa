import type { Database } from 'better-sqlite3';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { emailOf } from '../mail/addresses.js';
import { sendMail } from '../mail/mailer.js';

/**
 * The notification types that can also arrive by mail: the ones Misskey's e-mail settings offer
 * (its `emailNotificationTypes`). Misskey stores them but sends none of them (its mail code for
 * follow and follow request is commented out); this instance mails all five.
 */
export const EMAIL_NOTIFICATION_TYPES = [
  'follow',
  'receiveFollowRequest',
  'mention',
  'reply',
  'quote',
] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

const mailable: ReadonlySet<string> = new Set(EMAIL_NOTIFICATION_TYPES);

/** Misskey's default for a new account (and for every account when migration 32 ran). */
const DEFAULT_TYPES: readonly EmailNotificationType[] = ['follow', 'receiveFollowRequest'];

/** Only the known types, once each, in the order given; anything else was never sent by this instance. */
function cleanTypes(given: readonly unknown[]): EmailNotificationType[] {
  return [...new Set(given)].filter((type): type is EmailNotificationType => mailable.has(type as string));
}

export function emailNotificationTypesOf(db: Database, userId: string): EmailNotificationType[] {
  const text = db.prepare('SELECT email_notification_types FROM users WHERE id = ?').pluck().get(userId) as
    | string
    | undefined;
  if (text === undefined) return [...DEFAULT_TYPES];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? cleanTypes(parsed) : [...DEFAULT_TYPES];
  } catch {
    return [...DEFAULT_TYPES];
  }
}

/**
 * Stores the types to mail (i/update `emailNotificationTypes`). Misskey's schema takes any
 * strings; types this instance never mails are dropped, as unknown keys of
 * `notificationRecieveConfig` are.
 */
export function setEmailNotificationTypes(db: Database, userId: string, types: readonly string[]): void {
  db.prepare('UPDATE users SET email_notification_types = ? WHERE id = ?').run(
    JSON.stringify(cleanTypes(types)),
    userId,
  );
}

/** A note's words for the mail: its content warning instead of the text when it has one. */
function noteExcerpt(db: Database, noteId: string | null): string | null {
  if (noteId === null) return null;
  const row = db.prepare('SELECT text, cw FROM notes WHERE id = ?').get(noteId) as
    | { text: string | null; cw: string | null }
    | undefined;
  if (!row) return null;
  const words = row.cw !== null ? `CW: ${row.cw}` : row.text;
  if (!words) return null;
  return words.length > 500 ? `${words.slice(0, 500)}…` : words;
}

/** What a mail says for each type: a subject line and the body's first sentence. */
function headline(type: EmailNotificationType, who: string): { subject: string; opening: string } {
  switch (type) {
    case 'follow':
      return { subject: `${who} followed you`, opening: `${who} now follows you.` };
    case 'receiveFollowRequest':
      return {
        subject: `${who} asked to follow you`,
        opening: `${who} asked to follow you. Accept or reject the request in your notifications.`,
      };
    case 'mention':
      return { subject: `${who} mentioned you`, opening: `${who} mentioned you in a note:` };
    case 'reply':
      return { subject: `${who} replied to your note`, opening: `${who} replied to your note:` };
    case 'quote':
      return { subject: `${who} quoted your note`, opening: `${who} quoted your note:` };
  }
}

/**
 * Mails a notification that was just made, when its type is one the notifiee chose and their
 * address is verified (an unproved address may be someone else's). Plain text: what users wrote
 * is never markup here. The sending happens in the background (sendMail never throws).
 */
export function mailNotification(
  ctx: InstanceContext,
  notifiee: UserRow,
  type: string,
  notifier: UserRow | null,
  noteId: string | null,
): void {
  if (!mailable.has(type) || notifier === null) return;
  const mailType = type as EmailNotificationType;
  if (!emailNotificationTypesOf(ctx.db, notifiee.id).includes(mailType)) return;
  const address = emailOf(ctx, notifiee.id);
  if (!address?.verified) return;
  const base = ctx.config.url.replace(/\/$/, '');
  const site = ctx.config.instanceName;
  // The subject names the account by its handle only: a display name could carry anything.
  const { subject } = headline(mailType, `@${notifier.username}`);
  const shown = notifier.name?.trim()
    ? `${notifier.name.trim()} (@${notifier.username})`
    : `@${notifier.username}`;
  const { opening } = headline(mailType, shown);
  const excerpt = noteExcerpt(ctx.db, noteId);
  const link = noteId !== null ? `${base}/notes/${noteId}` : `${base}/@${notifier.username}`;
  const lines = [
    opening,
    ...(excerpt !== null ? ['', excerpt] : []),
    '',
    `Open it: ${link}`,
    '',
    '--',
    `You receive this mail from ${site} because this kind of notification is on in your e-mail settings.`,
    `To change which notifications are mailed to you: ${base}/settings/email`,
  ];
  sendMail(ctx, { to: address.email, subject: `${subject} on ${site}`, text: lines.join('\n') });
}
