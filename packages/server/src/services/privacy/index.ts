import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { forgetNoteAgeLimits } from '../notes/age-limits.js';

/** Who may see a user's following or followers list (Misskey's enum of the same name). */
export type ListVisibility = 'public' | 'followers' | 'private';
export const listVisibilities: readonly ListVisibility[] = ['public', 'followers', 'private'];

/** The privacy settings of i/update this instance stores (migration 022). */
export interface PrivacySettings {
  followingVisibility: ListVisibility;
  followersVisibility: ListVisibility;
  autoAcceptFollowed: boolean;
  hideOnlineStatus: boolean;
  isExplorable: boolean;
  noCrawle: boolean;
  preventAiLearning: boolean;
  /** Seconds: negative = notes older than that, positive = notes before that Unix time. */
  makeNotesFollowersOnlyBefore: number | null;
  makeNotesHiddenBefore: number | null;
}

interface RawPrivacy {
  following_visibility: ListVisibility;
  followers_visibility: ListVisibility;
  auto_accept_followed: number;
  hide_online_status: number;
  is_explorable: number;
  no_crawle: number;
  prevent_ai_learning: number;
  make_notes_followers_only_before: number | null;
  make_notes_hidden_before: number | null;
}

const COLUMNS: Record<keyof PrivacySettings, keyof RawPrivacy> = {
  followingVisibility: 'following_visibility',
  followersVisibility: 'followers_visibility',
  autoAcceptFollowed: 'auto_accept_followed',
  hideOnlineStatus: 'hide_online_status',
  isExplorable: 'is_explorable',
  noCrawle: 'no_crawle',
  preventAiLearning: 'prevent_ai_learning',
  makeNotesFollowersOnlyBefore: 'make_notes_followers_only_before',
  makeNotesHiddenBefore: 'make_notes_hidden_before',
};

const DEFAULTS: PrivacySettings = {
  followingVisibility: 'public',
  followersVisibility: 'public',
  autoAcceptFollowed: false,
  hideOnlineStatus: false,
  isExplorable: true,
  noCrawle: false,
  preventAiLearning: true,
  makeNotesFollowersOnlyBefore: null,
  makeNotesHiddenBefore: null,
};

export function privacyOf(db: Database, userId: string): PrivacySettings {
  const raw = db.prepare(`SELECT ${Object.values(COLUMNS).join(', ')} FROM users WHERE id = ?`).get(userId) as
    | RawPrivacy
    | undefined;
  if (!raw) return DEFAULTS;
  return {
    followingVisibility: raw.following_visibility,
    followersVisibility: raw.followers_visibility,
    autoAcceptFollowed: raw.auto_accept_followed === 1,
    hideOnlineStatus: raw.hide_online_status === 1,
    isExplorable: raw.is_explorable === 1,
    noCrawle: raw.no_crawle === 1,
    preventAiLearning: raw.prevent_ai_learning === 1,
    makeNotesFollowersOnlyBefore: raw.make_notes_followers_only_before,
    makeNotesHiddenBefore: raw.make_notes_hidden_before,
  };
}

/** Stores the given settings (undefined ones stay as they are). */
export function updatePrivacy(db: Database, userId: string, patch: Partial<PrivacySettings>): void {
  const sets: string[] = [];
  const args: unknown[] = [];
  for (const [key, column] of Object.entries(COLUMNS) as [keyof PrivacySettings, string][]) {
    const value = patch[key];
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    args.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
  }
  if (sets.length === 0) return;
  db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...args, userId);
  if (patch.makeNotesFollowersOnlyBefore !== undefined || patch.makeNotesHiddenBefore !== undefined)
    forgetNoteAgeLimits(db);
}

/**
 * Whether `viewer` may see `owner`'s following or followers list, as Misskey decides it: the
 * owner and moderators always; others as the owner's setting says ("followers": those who
 * follow the owner).
 */
export function canSeeFollowList(
  db: Database,
  owner: UserRow,
  viewer: UserRow | null,
  which: 'following' | 'followers',
): boolean {
  const settings = privacyOf(db, owner.id);
  const visibility = which === 'following' ? settings.followingVisibility : settings.followersVisibility;
  if (visibility === 'public') return true;
  if (viewer === null) return false;
  if (viewer.id === owner.id || viewer.isAdmin || viewer.isModerator) return true;
  return visibility === 'followers' && follows(db, viewer.id, owner.id);
}

/** A locked account that auto-accepts the users it follows takes `follower` without a request. */
export function acceptsWithoutRequest(db: Database, followee: UserRow, follower: UserRow): boolean {
  if (followee.host !== null) return false;
  return privacyOf(db, followee.id).autoAcceptFollowed && follows(db, followee.id, follower.id);
}

// Read here rather than imported from follows.ts, which imports this module.
function follows(db: Database, followerId: string, followeeId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
      .get(followerId, followeeId) !== undefined
  );
}

/** Whether the local user `username` asked search engines not to index their profile. */
export function refusesCrawlers(ctx: InstanceContext, username: string): boolean {
  const user = ctx.users.findLocalByUsername(username);
  return user !== null && privacyOf(ctx.db, user.id).noCrawle;
}
