/**
 * Achievements (issue 22, spec 001 §4, §9): the client's rules, the claim queue, the toast and
 * the medals. The watcher and the page load lazily; start-up imports nothing from here but
 * the lazy reference.
 */
export { AchievementBadge, AchievementIcon, useAchievementLabel } from './AchievementBadge';
export {
  achievementInfo,
  achievementLabel,
  playfulWords,
  type Tier,
} from './catalogue';
export { CLAIM_SPACING_MS, createClaimer } from './claimer';
export * from './rules';
