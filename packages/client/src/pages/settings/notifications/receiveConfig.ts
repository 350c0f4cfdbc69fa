import type { Me } from '@/accounts';

export type ReceiveConfig = Me['notificationRecieveConfig'];
export type ReceiveType = keyof ReceiveConfig;
type Rule = NonNullable<ReceiveConfig[ReceiveType]>;

/** The types a person can choose for, in the order the page lists them (Misskey's). */
export const RECEIVE_TYPES = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'achievementEarned',
  'app',
  'test',
] as const satisfies readonly ReceiveType[];

/** What each type's picker offers: who may cause it. `list` also needs a list. */
export const RULE_KINDS = [
  'all',
  'following',
  'follower',
  'mutualFollow',
  'followingOrFollower',
  'list',
  'never',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Types nobody causes (the server itself, an app, oneself): only everyone or nobody applies. */
const UNCAUSED: ReadonlySet<string> = new Set(['roleAssigned', 'achievementEarned', 'app', 'test']);

export function kindsFor(type: ReceiveType): readonly RuleKind[] {
  return UNCAUSED.has(type) ? ['all', 'never'] : RULE_KINDS;
}

export function kindOf(config: ReceiveConfig, type: ReceiveType): RuleKind {
  return config[type]?.type ?? 'all';
}

export function listOf(config: ReceiveConfig, type: ReceiveType): string | null {
  const rule = config[type];
  return rule?.type === 'list' ? rule.userListId : null;
}

/**
 * The config with `type` set to `kind`. Choosing "list" takes `listId` (the first list when
 * none is given); without any list it cannot be chosen, and the config stays as it was.
 * "all" is stored as the absence of a rule, as Misskey's default.
 */
export function withRule(
  config: ReceiveConfig,
  type: ReceiveType,
  kind: RuleKind,
  listId: string | null,
): ReceiveConfig {
  const next: Record<string, Rule> = { ...config };
  if (kind === 'all') {
    delete next[type];
  } else if (kind === 'list') {
    if (!listId) return config;
    next[type] = { type: 'list', userListId: listId };
  } else {
    next[type] = { type: kind };
  }
  return next as ReceiveConfig;
}
