import type { Database } from '../../db/database.js';

export interface AccountStanding {
  /** Silenced accounts may post, but never publicly (spec 001 §4). */
  isSilenced: boolean;
  /** The id of the account this one moved to; a moved account may not post at all. */
  movedTo: string | null;
}

/** Moderation state that lives beside the user row (added by migration 005). */
export function accountStanding(db: Database, userId: string): AccountStanding {
  const row = db.prepare('SELECT is_silenced, moved_to FROM users WHERE id = ?').get(userId) as
    | { is_silenced: number; moved_to: string | null }
    | undefined;
  return { isSilenced: row?.is_silenced === 1, movedTo: row?.moved_to ?? null };
}
