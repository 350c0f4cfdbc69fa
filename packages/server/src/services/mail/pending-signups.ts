import type { UserRow } from '../../db/users.js';
import { createLocalAccount } from '../accounts.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { releaseInvite, settleInvite } from '../invites.js';
import { generateToken, sha256 } from '../secrets.js';
import { setVerifiedEmail } from './addresses.js';
import { isExpired, MAIL_LINK_LIFETIME_MS } from './links.js';
import { sendMail } from './mailer.js';

/**
 * Sign-up when the instance requires an address (`emailRequiredForSignup`): the account is
 * made only when the link mailed to the address is opened, so nobody can sign up with an
 * address that is not theirs.
 */
/**
 * Forgets sign-ups whose link has expired, handing back the invitation codes they held, so
 * neither rows nor claimed codes pile up from links nobody opened. `signup` runs it before it
 * claims a code for a new one.
 */
export function forgetExpiredSignups(instance: InstanceContext): void {
  const cutoff = new Date(Date.now() - MAIL_LINK_LIFETIME_MS).toISOString();
  const expired = instance.db
    .prepare('DELETE FROM pending_signups WHERE created_at < ? RETURNING invite_id AS inviteId')
    .all(cutoff) as { inviteId: string | null }[];
  for (const { inviteId } of expired) if (inviteId) releaseInvite(instance, inviteId);
}

export async function startPendingSignup(
  instance: InstanceContext,
  input: { username: string; password: string; email: string; inviteId: string | null },
): Promise<void> {
  const passwordHash = await instance.passwords.hash(input.password);
  const code = generateToken();
  instance.db
    .prepare(
      `INSERT INTO pending_signups (id, code_hash, username, email, password_hash, invite_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      genId(),
      sha256(code),
      input.username,
      input.email,
      passwordHash,
      input.inviteId,
      new Date().toISOString(),
    );
  const link = `${instance.config.url}/signup-complete/${code}`;
  sendMail(instance, {
    to: input.email,
    subject: `Finish signing up to ${instance.config.instanceName}`,
    text: `Someone, hopefully you, signed up to ${instance.config.instanceName} as @${input.username} with this address.\n\nTo finish, open this link within 30 minutes:\n${link}\n\nIf it was not you, ignore this mail: no account is made without the link.`,
  });
}

export type PendingSignupResult =
  | { ok: true; user: UserRow; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'usernameTaken' };

/** Opens a sign-up link: makes the account with the address verified. A code works once. */
export async function completePendingSignup(
  instance: InstanceContext,
  code: string,
): Promise<PendingSignupResult> {
  // Taken out of the table before the account is made, so two requests with one code cannot both succeed.
  const row = instance.db
    .prepare(
      `DELETE FROM pending_signups WHERE code_hash = ?
       RETURNING username, email, password_hash AS passwordHash, invite_id AS inviteId, created_at AS createdAt`,
    )
    .get(sha256(code)) as
    | { username: string; email: string; passwordHash: string; inviteId: string | null; createdAt: string }
    | undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  if (isExpired(row.createdAt)) {
    if (row.inviteId) releaseInvite(instance, row.inviteId);
    return { ok: false, reason: 'expired' };
  }
  const result = await createLocalAccount(instance, {
    username: row.username,
    passwordHash: row.passwordHash,
  });
  if (!result.ok) {
    if (row.inviteId) releaseInvite(instance, row.inviteId);
    return { ok: false, reason: 'usernameTaken' };
  }
  setVerifiedEmail(instance, result.user.id, row.email);
  if (row.inviteId) settleInvite(instance, row.inviteId, result.user.id);
  return result;
}
