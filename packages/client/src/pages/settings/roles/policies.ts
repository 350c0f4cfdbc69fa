import type { entities } from 'misskey-js';

export type Policies = entities.RolePolicies;
export type PolicyKey = keyof Policies;

/**
 * The policies in the order the roles page lists them: what you may see and post, then what
 * you may make and how many, then imports. A policy a newer server sends that is not here is
 * not shown (it would have no words).
 */
export const POLICY_ORDER: readonly PolicyKey[] = [
  'gtlAvailable',
  'ltlAvailable',
  'canPublicNote',
  'mentionLimit',
  'canSearchNotes',
  'canSearchUsers',
  'canUseTranslator',
  'chatAvailability',
  'canHideAds',
  'canInvite',
  'inviteLimit',
  'inviteLimitCycle',
  'inviteExpirationTime',
  'canCreateChannel',
  'canManageCustomEmojis',
  'canManageAvatarDecorations',
  'driveCapacityMb',
  'maxFileSizeMb',
  'uploadableFileTypes',
  'alwaysMarkNsfw',
  'canUpdateBioMedia',
  'watermarkAvailable',
  'pinLimit',
  'antennaLimit',
  'wordMuteLimit',
  'webhookLimit',
  'clipLimit',
  'noteEachClipsLimit',
  'userListLimit',
  'userEachUserListsLimit',
  'avatarDecorationLimit',
  'noteDraftLimit',
  'scheduledNoteLimit',
  'rateLimitFactor',
  'canImportAntennas',
  'canImportBlocking',
  'canImportFollowing',
  'canImportMuting',
  'canImportUserLists',
];

/** How a policy's value reads: a yes or no, a chat state, a number, or a list of types. */
export type PolicyValue =
  | { kind: 'allowed'; allowed: boolean }
  | { kind: 'chat'; state: Policies['chatAvailability'] }
  | { kind: 'number'; value: number }
  | { kind: 'list'; items: string[] };

/** One policy the page shows: which, and how its value reads. */
export interface DescribedPolicy {
  key: PolicyKey;
  value: PolicyValue;
}

/** How one value reads, or null when it has a shape the page cannot tell in words. */
function readValue(key: PolicyKey, raw: unknown): PolicyValue | null {
  if (typeof raw === 'boolean') return { kind: 'allowed', allowed: raw };
  if (typeof raw === 'number' && Number.isFinite(raw)) return { kind: 'number', value: raw };
  if (key === 'chatAvailability' && (raw === 'available' || raw === 'readonly' || raw === 'unavailable'))
    return { kind: 'chat', state: raw };
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string'))
    return { kind: 'list', items: raw };
  return null;
}

/** The policies the server sent that the page has words for, each with how it reads. */
export function describePolicies(policies: Partial<Record<string, unknown>>): DescribedPolicy[] {
  const described: DescribedPolicy[] = [];
  for (const key of POLICY_ORDER) {
    const value = readValue(key, policies[key]);
    if (value) described.push({ key, value });
  }
  return described;
}

/** A role's colour when it is one CSS can take as it is (a hex colour), else null. */
export function roleColor(color: string | null | undefined): string | null {
  return color && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : null;
}

/** A role's icon address when it is http or https (nothing else becomes an image). */
export function roleIcon(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
