import type { InstanceContext } from '../context.js';
import { generateToken, sha256 } from '../secrets.js';
import { isBannedEmailDomain } from '../server-settings/index.js';

/** The longest address SMTP can carry (RFC 5321's path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

// Deliberately loose: one @, no spaces or angle brackets, a dot in the domain. Whether the
// address works is proved by the link sent to it, not by a pattern.
const EMAIL_SHAPE = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/;

export function isEmailShaped(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(email);
}

/** Misskey's `email-address/available` answer; `reason` is one of Misskey's words. */
export interface EmailAvailability {
  available: boolean;
  /** The later ones come from active validation (active-validation.ts). */
  reason: 'format' | 'used' | 'banned' | 'disposable' | 'mx' | 'smtp' | 'network' | 'blacklist' | null;
}

/** An address is taken once some account has verified it, as Misskey counts it. */
export function emailAvailability(instance: InstanceContext, email: string): EmailAvailability {
  if (!isEmailShaped(email)) return { available: false, reason: 'format' };
  // The administrator's banned domains (admin/update-meta bannedEmailDomains), as Misskey's.
  if (isBannedEmailDomain(instance.db, email)) return { available: false, reason: 'banned' };
  const used = instance.db
    .prepare('SELECT 1 FROM user_emails WHERE email_lower = ? AND verified = 1 LIMIT 1')
    .get(email.toLowerCase());
  return used ? { available: false, reason: 'used' } : { available: true, reason: null };
}

export interface UserEmail {
  email: string;
  verified: boolean;
}

export function emailOf(instance: InstanceContext, userId: string): UserEmail | null {
  const row = instance.db.prepare('SELECT email, verified FROM user_emails WHERE user_id = ?').get(userId) as
    | { email: string; verified: number }
    | undefined;
  return row ? { email: row.email, verified: row.verified === 1 } : null;
}

/**
 * Sets (or with null, removes) a user's address, unverified; returns the verification code to
 * send, which is stored only as its digest.
 */
export function setUnverifiedEmail(
  instance: InstanceContext,
  userId: string,
  email: string | null,
): string | null {
  if (email === null) {
    instance.db.prepare('DELETE FROM user_emails WHERE user_id = ?').run(userId);
    return null;
  }
  const code = generateToken();
  instance.db
    .prepare(
      `INSERT INTO user_emails (user_id, email, email_lower, verified, verify_code_hash, verify_created_at)
       VALUES (?, ?, ?, 0, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, email_lower = excluded.email_lower,
         verified = 0, verify_code_hash = excluded.verify_code_hash, verify_created_at = excluded.verify_created_at`,
    )
    .run(userId, email, email.toLowerCase(), sha256(code), new Date().toISOString());
  return code;
}

/** Records an address already proved (a sign-up completed through its link). */
export function setVerifiedEmail(instance: InstanceContext, userId: string, email: string): void {
  instance.db
    .prepare(
      `INSERT INTO user_emails (user_id, email, email_lower, verified) VALUES (?, ?, ?, 1)
       ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, email_lower = excluded.email_lower,
         verified = 1, verify_code_hash = NULL, verify_created_at = NULL`,
    )
    .run(userId, email, email.toLowerCase());
}

/** Marks the address the code was sent to as verified; a code works once. */
export function verifyEmailCode(instance: InstanceContext, code: string): string | null {
  const row = instance.db
    .prepare(
      `UPDATE user_emails SET verified = 1, verify_code_hash = NULL, verify_created_at = NULL
       WHERE verify_code_hash = ? RETURNING user_id AS userId`,
    )
    .get(sha256(code)) as { userId: string } | undefined;
  return row?.userId ?? null;
}

/** The local, live account named `username` whose verified address is `email` (any case), if any. */
export function findUserByVerifiedEmail(
  instance: InstanceContext,
  username: string,
  email: string,
): { userId: string; email: string } | null {
  const row = instance.db
    .prepare(
      `SELECT u.id AS userId, e.email FROM users u JOIN user_emails e ON e.user_id = u.id
       WHERE u.username_lower = ? AND u.host IS NULL AND u.is_deleted = 0 AND u.is_suspended = 0
         AND e.verified = 1 AND e.email_lower = ?`,
    )
    .get(username.toLowerCase(), email.toLowerCase()) as { userId: string; email: string } | undefined;
  return row ?? null;
}
