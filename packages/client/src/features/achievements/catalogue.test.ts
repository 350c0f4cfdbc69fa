import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { achievementInfo, achievementLabel, playfulWords } from './catalogue';

// Every name Misskey may send, read from misskey-js's own types (the wire contract).
const types = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('misskey-js')), 'autogen', 'types.d.ts'),
  'utf8',
);
const ALL_NAMES = [...(/AchievementName: ([^;]+);/.exec(types)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
  (m) => m[1] as string,
);

/** The names the catalogue does not word itself (no count, no fixed text): the playful ones. */
const PLAYFUL = ALL_NAMES.filter((name) => achievementInfo(name).text === 'achievements.special');

const locales = import.meta.glob<{
  achievements: { playful: Record<string, { name: string; description: string }> };
}>('../../i18n/locales/*.json', { eager: true, import: 'default' });

describe('achievement catalogue', () => {
  it('names every achievement Misskey has in words, none left as the raw name or "special"', () => {
    const i18n = fallbackI18n();
    expect(ALL_NAMES.length).toBeGreaterThanOrEqual(78);
    for (const name of ALL_NAMES) {
      const label = achievementLabel(name, i18n);
      expect(label, name).not.toBe(name);
      expect(label, name).not.toMatch(/^achievements\./);
      expect(label, name).not.toBe('A special achievement');
    }
    expect(PLAYFUL).toHaveLength(25);
    expect(achievementInfo('foundTreasure').tier).toBe('gold');
    expect(achievementLabel('notes1', i18n)).toBe('Notes posted: 1');
    expect(achievementLabel('cookieClicked', i18n)).toBe('First bite');
    expect(playfulWords('cookieClicked', i18n)?.description).toBe('Baked your first cookie in the clicker.');
    expect(playfulWords('notes1', i18n)).toBeUndefined();
    expect(achievementLabel('somethingNewer', i18n)).toBe('A special achievement');
  });

  it('gives each playful achievement a distinct name and description in every locale', () => {
    expect(Object.keys(locales)).toHaveLength(27);
    for (const [path, texts] of Object.entries(locales)) {
      const playful = texts.achievements.playful;
      expect(Object.keys(playful).sort(), path).toEqual([...PLAYFUL].sort());
      const names = Object.values(playful).map((entry) => entry.name);
      const descriptions = Object.values(playful).map((entry) => entry.description);
      expect(new Set(names).size, path).toBe(names.length);
      expect(new Set(descriptions).size, path).toBe(descriptions.length);
      for (const text of [...names, ...descriptions]) expect(text.trim(), path).not.toBe('');
    }
  });
});
