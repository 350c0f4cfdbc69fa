import type { Database } from './database.js';

export interface UserRow {
  id: string;
  username: string;
  host: string | null;
  name: string | null;
  description: string | null;
  birthday: string | null;
  isAdmin: boolean;
  isModerator: boolean;
  isSuspended: boolean;
  isDeleted: boolean;
  /** Misskey's isBot and isCat (i/update), which the packed user reports. */
  isBot: boolean;
  isCat: boolean;
  notesCount: number;
  followersCount: number;
  followingCount: number;
  createdAt: string;
  updatedAt: string | null;
}

export interface UserSecrets {
  passwordHash: string;
  twoFactorSecret: string | null;
  twoFactorPendingSecret: string | null;
  twoFactorEnabled: boolean;
}

interface RawUser {
  id: string;
  username: string;
  host: string | null;
  name: string | null;
  description: string | null;
  birthday: string | null;
  is_admin: number;
  is_moderator: number;
  is_suspended: number;
  is_deleted: number;
  is_bot: number;
  is_cat: number;
  notes_count: number;
  followers_count: number;
  following_count: number;
  created_at: string;
  updated_at: string | null;
}

/**
 * The columns RawUser holds. The users table has grown to some forty columns that other modules
 * read themselves; `SELECT *` made every lookup (one per authenticated request) build them all.
 */
const USER_COLUMNS = `id, username, host, name, description, birthday, is_admin, is_moderator, is_suspended,
  is_deleted, is_bot, is_cat, notes_count, followers_count, following_count, created_at, updated_at`;

function toUser(raw: RawUser): UserRow {
  return {
    id: raw.id,
    username: raw.username,
    host: raw.host,
    name: raw.name,
    description: raw.description,
    birthday: raw.birthday,
    isAdmin: raw.is_admin === 1,
    isModerator: raw.is_moderator === 1,
    isSuspended: raw.is_suspended === 1,
    isDeleted: raw.is_deleted === 1,
    isBot: raw.is_bot === 1,
    isCat: raw.is_cat === 1,
    notesCount: raw.notes_count,
    followersCount: raw.followers_count,
    followingCount: raw.following_count,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

export interface NewLocalUser {
  id: string;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
  createdAt: string;
}

export type ProfileUpdate = Partial<Pick<UserRow, 'name' | 'description' | 'birthday'>>;

export class UserRepository {
  constructor(private readonly db: Database) {}

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  findById(id: string): UserRow | null {
    const raw = this.db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id) as
      | RawUser
      | undefined;
    return raw ? toUser(raw) : null;
  }

  findByIds(ids: readonly string[]): UserRow[] {
    if (ids.length === 0) return [];
    const placeholders = ids.map(() => '?').join(',');
    const rows = this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id IN (${placeholders})`)
      .all(...ids) as RawUser[];
    return rows.map(toUser);
  }

  /** Case-insensitive lookup of a local user. */
  findLocalByUsername(username: string): UserRow | null {
    const raw = this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE username_lower = ? AND host IS NULL`)
      .get(username.toLowerCase()) as RawUser | undefined;
    return raw ? toUser(raw) : null;
  }

  localUsernameTaken(username: string): boolean {
    return this.findLocalByUsername(username) !== null;
  }

  insertLocal(user: NewLocalUser): void {
    this.db
      .prepare(
        `INSERT INTO users (id, username, username_lower, host, is_admin, created_at)
         VALUES (?, ?, ?, NULL, ?, ?)`,
      )
      .run(user.id, user.username, user.username.toLowerCase(), user.isAdmin ? 1 : 0, user.createdAt);
    this.db
      .prepare('INSERT INTO user_secrets (user_id, password_hash) VALUES (?, ?)')
      .run(user.id, user.passwordHash);
  }

  updateProfile(id: string, update: ProfileUpdate, now: string): void {
    const sets: string[] = [];
    const values: (string | null)[] = [];
    for (const [key, column] of [
      ['name', 'name'],
      ['description', 'description'],
      ['birthday', 'birthday'],
    ] as const) {
      if (update[key] !== undefined) {
        sets.push(`${column} = ?`);
        values.push(update[key] ?? null);
      }
    }
    sets.push('updated_at = ?');
    values.push(now);
    this.db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
  }

  setSuspended(id: string, suspended: boolean): void {
    this.db.prepare('UPDATE users SET is_suspended = ? WHERE id = ?').run(suspended ? 1 : 0, id);
  }

  getSecrets(id: string): UserSecrets | null {
    const raw = this.db.prepare('SELECT * FROM user_secrets WHERE user_id = ?').get(id) as
      | {
          password_hash: string;
          two_factor_secret: string | null;
          two_factor_pending_secret: string | null;
          two_factor_enabled: number;
        }
      | undefined;
    if (!raw) return null;
    return {
      passwordHash: raw.password_hash,
      twoFactorSecret: raw.two_factor_secret,
      twoFactorPendingSecret: raw.two_factor_pending_secret,
      twoFactorEnabled: raw.two_factor_enabled === 1,
    };
  }

  setPendingTwoFactorSecret(id: string, secret: string | null): void {
    this.db
      .prepare('UPDATE user_secrets SET two_factor_pending_secret = ? WHERE user_id = ?')
      .run(secret, id);
  }

  /** Turns two-factor on with the given secret and replaces the backup codes. */
  enableTwoFactor(id: string, secret: string, backupCodeHashes: readonly string[]): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE user_secrets SET two_factor_secret = ?, two_factor_pending_secret = NULL,
           two_factor_enabled = 1 WHERE user_id = ?`,
        )
        .run(secret, id);
      this.db.prepare('DELETE FROM two_factor_backup_codes WHERE user_id = ?').run(id);
      const insert = this.db.prepare(
        'INSERT INTO two_factor_backup_codes (user_id, code_hash) VALUES (?, ?)',
      );
      for (const hash of backupCodeHashes) insert.run(id, hash);
    })();
  }

  disableTwoFactor(id: string): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE user_secrets SET two_factor_secret = NULL, two_factor_pending_secret = NULL,
           two_factor_enabled = 0, two_factor_last_step = NULL WHERE user_id = ?`,
        )
        .run(id);
      this.db.prepare('DELETE FROM two_factor_backup_codes WHERE user_id = ?').run(id);
    })();
  }

  /**
   * Accepts a TOTP time step only if it is later than the last one accepted, in one statement
   * so two simultaneous requests with the same code cannot both pass.
   */
  claimTotpStep(id: string, step: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE user_secrets SET two_factor_last_step = ?
         WHERE user_id = ? AND (two_factor_last_step IS NULL OR two_factor_last_step < ?)`,
      )
      .run(step, id, step);
    return result.changes === 1;
  }

  /** Marks an unused backup code as used; true when one was consumed. */
  consumeBackupCode(id: string, codeHash: string, now: string): boolean {
    const result = this.db
      .prepare(
        `UPDATE two_factor_backup_codes SET used_at = ?
         WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
      )
      .run(now, id, codeHash);
    return result.changes === 1;
  }

  backupCodeStock(id: string): { total: number; unused: number } {
    return this.db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN used_at IS NULL THEN 1 ELSE 0 END), 0) AS unused
         FROM two_factor_backup_codes WHERE user_id = ?`,
      )
      .get(id) as { total: number; unused: number };
  }
}
