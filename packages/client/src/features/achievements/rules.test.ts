import { describe, expect, it } from 'vitest';
import {
  type AchievementFacts,
  accountAgeYears,
  earnedByFacts,
  earnedByUsage,
  earnsByWindows,
  FOLLOWERS,
  FOLLOWING,
  isLuckyDraw,
  LOGIN_DAYS,
  NOTES,
} from './rules';

const base: AchievementFacts = {
  notesCount: 0,
  followersCount: 0,
  followingCount: 0,
  loggedInDays: 0,
  createdAt: '2030-03-10T08:00:00',
  birthday: null,
  achievements: [],
};
const midJune = new Date(2030, 5, 15, 12);

function earned(facts: Partial<AchievementFacts>, now = midJune) {
  return earnedByFacts({ ...base, ...facts }, now);
}

describe('count thresholds', () => {
  const families = [
    ['loggedInDays', LOGIN_DAYS, 'login'],
    ['notesCount', NOTES, 'notes'],
    ['followersCount', FOLLOWERS, 'followers'],
    ['followingCount', FOLLOWING, 'following'],
  ] as const;
  for (const [field, thresholds, prefix] of families) {
    it(`earns each ${prefix} threshold exactly at its count`, () => {
      for (const t of thresholds) {
        expect(earned({ [field]: t })).toContain(`${prefix}${t}`);
        expect(earned({ [field]: t - 1 })).not.toContain(`${prefix}${t}`);
      }
    });
  }

  it('lists the spec thresholds', () => {
    expect(LOGIN_DAYS).toEqual([3, 7, 15, 30, 60, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(NOTES.slice(0, 7)).toEqual([1, 10, 100, 500, 1000, 5000, 10000]);
    expect(NOTES.at(-1)).toBe(100000);
    expect(FOLLOWERS).toEqual([1, 10, 50, 100, 300, 500, 1000]);
  });

  it('leaves out what is already held', () => {
    expect(earned({ notesCount: 10, achievements: [{ name: 'notes1' }] })).toEqual(['notes10']);
  });
});

describe('dates', () => {
  it('counts account age from the anniversary moment, 1 to 3 years', () => {
    expect(accountAgeYears('2030-03-10T08:00:00', new Date(2031, 2, 10, 7, 59))).toBe(0);
    expect(accountAgeYears('2030-03-10T08:00:00', new Date(2031, 2, 10, 8, 0))).toBe(1);
    expect(earned({}, new Date(2031, 2, 10, 9))).toEqual(['passedSinceAccountCreated1']);
    expect(earned({}, new Date(2033, 5, 1))).toEqual([
      'passedSinceAccountCreated1',
      'passedSinceAccountCreated2',
      'passedSinceAccountCreated3',
    ]);
  });

  it('earns the birthday login only on the birthday', () => {
    expect(earned({ birthday: '1990-06-15' })).toEqual(['loggedInOnBirthday']);
    expect(earned({ birthday: '1990-06-16' })).toEqual([]);
    expect(earned({ birthday: null })).toEqual([]);
  });

  it("earns the New Year's login only on January 1st", () => {
    expect(earned({}, new Date(2030, 0, 1, 0, 5))).toEqual(['loggedInOnNewYearsDay']);
    expect(earned({}, new Date(2030, 0, 2))).toEqual([]);
    expect(earned({}, new Date(2029, 11, 31, 23, 59))).toEqual([]);
  });
});

describe('collecting 30', () => {
  const held = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `x${i}` }));
  it('is earned when held plus newly earned reach 30, not at 29', () => {
    expect(earned({ achievements: held(29), notesCount: 1 })).toContain('collectAchievements30');
    expect(earned({ achievements: held(28), notesCount: 1 })).not.toContain('collectAchievements30');
    expect(earned({ achievements: held(30) })).toEqual(['collectAchievements30']);
  });
});

describe('usage, luck and windows', () => {
  it('earns client30min at 30 minutes and client60min at 60', () => {
    expect(earnedByUsage(29.9)).toEqual([]);
    expect(earnedByUsage(30)).toEqual(['client30min']);
    expect(earnedByUsage(59)).toEqual(['client30min']);
    expect(earnedByUsage(60)).toEqual(['client30min', 'client60min']);
  });

  it('draws lucky one time in 20,000', () => {
    expect(isLuckyDraw(0)).toBe(true);
    expect(isLuckyDraw(1 / 20_000 - 1e-12)).toBe(true);
    expect(isLuckyDraw(1 / 20_000)).toBe(false);
    expect(isLuckyDraw(0.5)).toBe(false);
  });

  it('earns open3windows at three page windows', () => {
    expect(earnsByWindows(2)).toBe(false);
    expect(earnsByWindows(3)).toBe(true);
  });
});
