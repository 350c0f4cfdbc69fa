import { setPasswordHash } from '../accounts.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { generateToken, sha256 } from '../secrets.js';
import { findUserByVerifiedEmail } from './addresses.js';
import { isExpired, MAIL_LINK_LIFETIME_MS } from './links.js';
import { sendMail } from './mailer.js';

/**
 * Mails a reset link when `username` has `email` as its verified address, and otherwise does
 * nothing; either way the caller answers the same, at once (the mail goes out in the
 * background), so the endpoint cannot be used to learn who has which address.
 */
export function requestPasswordReset(instance: InstanceContext, username: string, email: string): void {
  const found = findUserByVerifiedEmail(instance, username, email);
  if (found === null) return;
  const { userId } = found;
  const token = generateToken();
  // Links nobody opened in time are of no use: forget them as new ones are made.
  const cutoff = new Date(Date.now() - MAIL_LINK_LIFETIME_MS).toISOString();
  instance.db.prepare('DELETE FROM password_resets WHERE created_at < ?').run(cutoff);
  instance.db
    .prepare('INSERT INTO password_resets (id, token_hash, user_id, created_at) VALUES (?, ?, ?, ?)')
    .run(genId(), sha256(token), userId, new Date().toISOString());
  const link = `${instance.config.url}/reset-password/${token}`;
  sendMail(instance, {
    // The address as it was verified, not as typed now.
    to: found.email,
    subject: `Reset your password on ${instance.config.instanceName}`,
    text: `Someone, hopefully you, asked to reset the password of @${username} on ${instance.config.instanceName}.\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  });
}

export type ResetResult = 'ok' | 'unknown' | 'expired';

/** Sets a new password from a reset link; a link works once, and for 30 minutes. */
export async function resetPassword(
  instance: InstanceContext,
  token: string,
  password: string,
): Promise<ResetResult> {
  // Hash first (slow, async), then take the token out and write in one synchronous step.
  const hash = await instance.passwords.hash(password);
  const row = instance.db
    .prepare(
      'DELETE FROM password_resets WHERE token_hash = ? RETURNING user_id AS userId, created_at AS createdAt',
    )
    .get(sha256(token)) as { userId: string; createdAt: string } | undefined;
  if (!row) return 'unknown';
  if (isExpired(row.createdAt)) return 'expired';
  setPasswordHash(instance, row.userId, hash);
  // A reset link asked for earlier must not work after the password changed.
  instance.db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(row.userId);
  return 'ok';
}
