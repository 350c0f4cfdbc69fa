import type { entities } from 'misskey-js';
import type { Database } from '../db/database.js';

/**
 * The role policies this instance knows: misskey-js's RolePolicies plus the two switches of
 * spec 000 §3 that Misskey itself folds into numbers (`canEditNote`, and `canScheduleNote`
 * next to `scheduledNoteLimit`). Clients typed by misskey-js ignore the extra keys.
 */
export type InstancePolicies = entities.RolePolicies & {
  canEditNote: boolean;
  canScheduleNote: boolean;
  /** How many emoji picker profiles a user may keep (spec 000 §3); misskey-js does not type it. */
  emojiPickerProfileLimit: number;
};

/** The factory defaults; what an admin stores through update-default-policies overrides them. */
export function defaultPolicies(): InstancePolicies {
  return {
    gtlAvailable: true,
    ltlAvailable: true,
    canPublicNote: true,
    mentionLimit: 20,
    canInvite: false,
    inviteLimit: 0,
    inviteLimitCycle: 60 * 24 * 7,
    inviteExpirationTime: 0,
    canManageCustomEmojis: false,
    canManageAvatarDecorations: false,
    canSearchNotes: true,
    canSearchUsers: true,
    canUseTranslator: false,
    canHideAds: false,
    canCreateChannel: true,
    driveCapacityMb: 1024,
    maxFileSizeMb: 30,
    uploadableFileTypes: ['image/*', 'video/*', 'audio/*'],
    alwaysMarkNsfw: false,
    canUpdateBioMedia: true,
    pinLimit: 5,
    antennaLimit: 5,
    wordMuteLimit: 200,
    webhookLimit: 3,
    clipLimit: 10,
    noteEachClipsLimit: 200,
    userListLimit: 10,
    userEachUserListsLimit: 50,
    rateLimitFactor: 1,
    avatarDecorationLimit: 1,
    canImportAntennas: true,
    canImportBlocking: true,
    canImportFollowing: true,
    canImportMuting: true,
    canImportUserLists: true,
    chatAvailability: 'available',
    noteDraftLimit: 10,
    scheduledNoteLimit: 1,
    watermarkAvailable: false,
    canEditNote: true,
    canScheduleNote: true,
    emojiPickerProfileLimit: 6,
  };
}

const SETTINGS_KEY = 'policies.base';

/** The admin's stored changes to the defaults (only known keys survive a read). */
export function storedPolicyOverrides(db: Database): Partial<InstancePolicies> {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(SETTINGS_KEY) as
    | { value: string }
    | undefined;
  if (!row) return {};
  try {
    const parsed = JSON.parse(row.value) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return parsed as Partial<InstancePolicies>;
  } catch {
    return {};
  }
}

/**
 * Why a value cannot be a policy: unknown key or a type other than the default's. Null when
 * the whole patch is acceptable.
 */
export function invalidPolicy(patch: Record<string, unknown>): { key: string; reason: string } | null {
  const defaults = defaultPolicies() as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in defaults)) return { key, reason: 'unknown policy' };
    const expected = defaults[key];
    if (Array.isArray(expected)) {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        return { key, reason: 'must be a list of strings' };
    } else if (typeof expected === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        return { key, reason: 'must be a number, 0 or more' };
    } else if (typeof value !== typeof expected) {
      return { key, reason: `must be a ${typeof expected}` };
    }
    if (key === 'chatAvailability' && !['available', 'readonly', 'unavailable'].includes(value as string))
      return { key, reason: 'must be available, readonly or unavailable' };
  }
  return null;
}

/** Merges `patch` into the stored changes, as Misskey's update-default-policies does. */
export function storePolicyOverrides(db: Database, patch: Partial<InstancePolicies>): void {
  const merged = { ...storedPolicyOverrides(db), ...patch };
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(SETTINGS_KEY, JSON.stringify(merged));
}
