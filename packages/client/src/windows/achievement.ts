/**
 * "Three or more page windows open at once" (spec 000 §4) is recorded here for the achievements
 * feature, which does not exist yet:
 *
 * - localStorage `achievements.pageWindows3` holds the ISO date of the first time it happened;
 *   it is written once and never changed afterwards.
 * - at that moment a DOM CustomEvent `shiori:achievement` with detail `{name: 'open3windows'}`
 *   is dispatched on `window`, so the achievements feature can award it live.
 */
export const PAGE_WINDOWS_ACHIEVEMENT_KEY = 'achievements.pageWindows3';
export const ACHIEVEMENT_EVENT = 'shiori:achievement';
export const PAGE_WINDOWS_ACHIEVEMENT = 'open3windows';
const THRESHOLD = 3;

export interface AchievementDetail {
  name: string;
}

function alreadyRecorded(): boolean {
  try {
    return localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Call whenever the number of open page windows changes; records the achievement once. */
export function notePageWindowCount(count: number, now: () => Date = () => new Date()): boolean {
  if (count < THRESHOLD || alreadyRecorded()) return false;
  try {
    localStorage.setItem(PAGE_WINDOWS_ACHIEVEMENT_KEY, now().toISOString());
  } catch {
    // Storage may be full or blocked; the live event still lets the feature award it.
  }
  window.dispatchEvent(
    new CustomEvent<AchievementDetail>(ACHIEVEMENT_EVENT, { detail: { name: PAGE_WINDOWS_ACHIEVEMENT } }),
  );
  return true;
}
