import type { UserRow } from '../db/users.js';
import { countAccount } from './charts/events.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { generateToken, sha256 } from './secrets.js';
import { enqueueSystemWebhooks } from './system-webhooks/index.js';
import { packUserLite } from './user-packer.js';

/** Usernames nobody may sign up with (the first account, made in setup, may take one). */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'maintainer',
  'host',
  'mod',
  'moderator',
  'owner',
  'superuser',
  'staff',
  'auth',
  'i',
  'me',
  'everyone',
  'all',
  'mention',
  'mentions',
  'example',
  'user',
  'users',
  'account',
  'accounts',
  'official',
  'help',
  'helps',
  'support',
  'supports',
  'info',
  'information',
  'informations',
  'announce',
  'announces',
  'announcement',
  'announcements',
  'notice',
  'notification',
  'notifications',
  'dev',
  'developer',
  'developers',
  'tech',
  'misskey',
]);

export const USERNAME_PATTERN = '^[a-zA-Z0-9_]{1,20}$';

export type CreateAccountResult =
  | { ok: true; user: UserRow; token: string }
  | { ok: false; reason: 'usernameTaken' | 'notFirstUser' };

/** Mints a new access token for the user; only its digest is stored. */
export function mintToken(instance: InstanceContext, userId: string): string {
  const token = generateToken();
  instance.tokens.insert(sha256(token), userId, new Date().toISOString());
  return token;
}

/** Replaces the user's password hash (the caller has checked the current password). */
export async function setPassword(
  instance: InstanceContext,
  userId: string,
  password: string,
): Promise<void> {
  setPasswordHash(instance, userId, await instance.passwords.hash(password));
}

/** Stores an already computed password hash (a reset link's new password). */
export function setPasswordHash(instance: InstanceContext, userId: string, hash: string): void {
  instance.db.prepare('UPDATE user_secrets SET password_hash = ? WHERE user_id = ?').run(hash, userId);
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates a local account and its first token. The first account of the instance is its
 * admin. With `onlyIfFirst`, nothing is created once any account exists (instance setup).
 */
export async function createLocalAccount(
  instance: InstanceContext,
  input: { username: string; onlyIfFirst?: boolean } & (
    | { password: string }
    // A sign-up completed from its mailed link: the password was hashed when it was asked for.
    | { passwordHash: string }
  ),
): Promise<CreateAccountResult> {
  // Hash before the transaction: it is slow and async, and the transaction must stay synchronous.
  const passwordHash =
    'passwordHash' in input ? input.passwordHash : await instance.passwords.hash(input.password);
  const id = genId();
  const now = new Date().toISOString();
  const outcome = instance.db.transaction((): 'usernameTaken' | 'notFirstUser' | 'created' => {
    const isFirst = instance.users.count() === 0;
    if (input.onlyIfFirst && !isFirst) return 'notFirstUser';
    if (instance.users.localUsernameTaken(input.username)) return 'usernameTaken';
    instance.users.insertLocal({
      id,
      username: input.username,
      passwordHash,
      isAdmin: isFirst,
      createdAt: now,
    });
    countAccount(instance.db, 1);
    return 'created';
  });
  let result: ReturnType<typeof outcome>;
  try {
    result = outcome.immediate();
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: 'usernameTaken' };
    throw err;
  }
  if (result !== 'created') return { ok: false, reason: result };
  const user = instance.users.findById(id);
  if (!user) throw new Error('account vanished right after creation');
  // Misskey's userCreated system webhook (its SignupService, which every local sign-up goes through).
  enqueueSystemWebhooks(instance, 'userCreated', () => packUserLite(instance, user));
  return { ok: true, user, token: mintToken(instance, id) };
}
