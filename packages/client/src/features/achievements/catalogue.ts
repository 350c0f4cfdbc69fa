import type * as Misskey from 'misskey-js';
import type { I18n, TextKey } from '@/i18n';

type AchievementName = Misskey.entities.AchievementName;

export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

/** How an achievement is shown: its frame's tier, its name and what earns it (our own words). */
export interface AchievementInfo {
  tier: Tier;
  text: TextKey;
  count?: number;
}

const byCount = (steps: readonly [number, Tier][]) => (n: number) =>
  steps.find(([max]) => n <= max)?.[1] ?? 'platinum';
const notesTier = byCount([
  [10, 'bronze'],
  [500, 'silver'],
  [5000, 'gold'],
]);
const loginTier = byCount([
  [15, 'bronze'],
  [60, 'silver'],
  [500, 'gold'],
]);
const followTier = byCount([
  [10, 'bronze'],
  [100, 'silver'],
  [500, 'gold'],
]);
const ageTier = byCount([
  [1, 'bronze'],
  [2, 'silver'],
  [3, 'gold'],
]);

const fixed: Partial<Record<AchievementName, AchievementInfo>> = {
  loggedInOnBirthday: { tier: 'silver', text: 'achievements.birthday' },
  loggedInOnNewYearsDay: { tier: 'silver', text: 'achievements.newYear' },
  collectAchievements30: { tier: 'platinum', text: 'achievements.collected30' },
  client30min: { tier: 'bronze', text: 'achievements.client30' },
  client60min: { tier: 'silver', text: 'achievements.client60' },
  justPlainLucky: { tier: 'platinum', text: 'achievements.lucky' },
  open3windows: { tier: 'bronze', text: 'achievements.windows' },
};

/**
 * The playful achievements (Misskey's other names) have a name and a description of our own
 * under `achievements.playful.{name}`, found by name in the texts; their frames are Misskey's,
 * bronze but for these.
 */
const playfulTier: Partial<Record<AchievementName, Tier>> = {
  myNoteFavorited1: 'silver',
  iLoveMisskey: 'silver',
  foundTreasure: 'gold',
  bubbleGameDoubleExplodingHead: 'silver',
};

const families: [RegExp, (n: number) => Tier, TextKey][] = [
  [/^notes(\d+)$/, notesTier, 'achievements.notes'],
  [/^login(\d+)$/, loginTier, 'achievements.login'],
  [/^followers(\d+)$/, followTier, 'achievements.followers'],
  [/^following(\d+)$/, followTier, 'achievements.following'],
  [/^passedSinceAccountCreated(\d+)$/, ageTier, 'achievements.accountAge'],
];

/**
 * The catalogue entry of a name. A playful one (and a name newer than this version) reads as
 * "special" here: `achievementLabel` finds its own words in the texts.
 */
export function achievementInfo(name: string): AchievementInfo {
  const known = fixed[name as AchievementName];
  if (known) return known;
  for (const [pattern, tier, key] of families) {
    const match = pattern.exec(name);
    if (match) {
      const count = Number(match[1]);
      return { tier: tier(count), text: key, count };
    }
  }
  const tier = Object.hasOwn(playfulTier, name) ? playfulTier[name as AchievementName] : undefined;
  return { tier: tier ?? 'bronze', text: 'achievements.special' };
}

type PlayfulTexts = Record<string, { name: string; description: string } | undefined>;

/** A playful achievement's own name and description (what earns it), none for the others. */
export function playfulWords(name: string, i18n: I18n) {
  const texts = i18n.ts.achievements.playful as PlayfulTexts;
  return Object.hasOwn(texts, name) ? texts[name] : undefined;
}

/** An achievement's name in the reader's language (a toast, a list, a notification). */
export function achievementLabel(name: string, i18n: I18n): string {
  const playful = playfulWords(name, i18n);
  if (playful) return playful.name;
  const info = achievementInfo(name);
  return i18n.t(info.text, info.count === undefined ? {} : { count: i18n.number(info.count) });
}
