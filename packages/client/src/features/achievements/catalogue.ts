import type * as Misskey from 'misskey-js';
import type { TextKey } from '@/i18n';

type AchievementName = Misskey.entities.AchievementName;

export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

/** How an achievement is shown: its frame's tier and its name (our own words). */
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

const families: [RegExp, (n: number) => Tier, TextKey][] = [
  [/^notes(\d+)$/, notesTier, 'achievements.notes'],
  [/^login(\d+)$/, loginTier, 'achievements.login'],
  [/^followers(\d+)$/, followTier, 'achievements.followers'],
  [/^following(\d+)$/, followTier, 'achievements.following'],
  [/^passedSinceAccountCreated(\d+)$/, ageTier, 'achievements.accountAge'],
];

/** The catalogue entry of a name; names without words of their own yet read as "special". */
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
  return { tier: 'bronze', text: 'achievements.special' };
}
