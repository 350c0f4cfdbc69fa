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
    canUseTranslator: true,
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

/** A role's say on policies, as far as combining needs it. */
interface PolicySource {
  policies: Record<string, { useDefault?: boolean; priority?: number; value?: unknown }>;
}

/**
 * The policies of a user holding `roles`, as Misskey's getUserPolicies combines them: per
 * policy, only the roles of the highest priority present (2, then 1, else all) count, each
 * giving the base value (`useDefault`, or when it says nothing) or its own; then the most
 * generous wins — any true for switches, the largest for numbers, every listed file type,
 * the most open chat availability. No roles: the base policies.
 */
export function combinePolicies(base: InstancePolicies, roles: readonly PolicySource[]): InstancePolicies {
  if (roles.length === 0) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [name, baseValue] of Object.entries(base)) {
    const entries = roles.map((role) => role.policies[name] ?? { priority: 0, useDefault: true });
    const top = [2, 1].map((p) => entries.filter((e) => (e.priority ?? 0) === p)).find((l) => l.length > 0);
    const values = (top ?? entries).map((e) =>
      e.useDefault !== false || !sameKind(e.value, baseValue) ? baseValue : e.value,
    );
    result[name] = mostGenerous(name, baseValue, values);
  }
  return result as InstancePolicies;
}

/** A role's own value counts only when it has the policy's type (else the base applies). */
function sameKind(value: unknown, baseValue: unknown): boolean {
  if (Array.isArray(baseValue)) return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === typeof baseValue && (typeof value !== 'number' || Number.isFinite(value));
}

const CHAT_OPENNESS = ['unavailable', 'readonly', 'available'];

function mostGenerous(name: string, baseValue: unknown, values: unknown[]): unknown {
  if (typeof baseValue === 'boolean') return values.some((v) => v === true);
  if (typeof baseValue === 'number') return Math.max(...(values as number[]));
  if (Array.isArray(baseValue)) return [...new Set((values as string[][]).flat())];
  if (name === 'chatAvailability')
    return CHAT_OPENNESS[Math.max(...values.map((v) => CHAT_OPENNESS.indexOf(v as string)))] ?? baseValue;
  return values[0];
}

/**
 * Why a role's `policies` cannot be stored, or null: each entry has a boolean useDefault, a
 * priority of 0, 1 or 2, and a value of the policy's type when it has one (a role that does
 * not use the default needs one). Policies this instance does not know are kept as given,
 * since a newer admin client sends them too, and never read.
 */
export function invalidRolePolicies(
  policies: Record<string, unknown>,
): { key: string; reason: string } | null {
  const known = defaultPolicies() as Record<string, unknown>;
  for (const [key, entry] of Object.entries(policies)) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
      return { key, reason: 'must be an object with useDefault, priority and value' };
    const { useDefault, priority, value } = entry as Record<string, unknown>;
    if (useDefault !== undefined && typeof useDefault !== 'boolean')
      return { key, reason: 'useDefault must be a boolean' };
    if (priority !== undefined && priority !== 0 && priority !== 1 && priority !== 2)
      return { key, reason: 'priority must be 0, 1 or 2' };
    if (!(key in known)) continue;
    if (value === undefined) {
      if (useDefault === false) return { key, reason: 'needs a value when useDefault is false' };
      continue;
    }
    const problem = invalidPolicy({ [key]: value });
    if (problem) return { key, reason: problem.reason };
  }
  return null;
}
