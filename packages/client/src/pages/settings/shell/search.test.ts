import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en-US.json';
import { buildSearchItems, foldForSearch, searchSettings } from './search';
import { SETTINGS_SEARCH_INDEX } from './searchIndex';
import { entryOfPath, SETTINGS_GROUPS } from './settingsPages';

/** The English text of a dotted key, or undefined when the key leads nowhere. */
function english(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
const text = (key: string) => english(key) ?? `missing:${key}`;

describe('settings search index', () => {
  const items = buildSearchItems(SETTINGS_GROUPS, SETTINGS_SEARCH_INDEX, text);

  it('names every page and setting with an English text', () => {
    for (const group of SETTINGS_GROUPS) {
      expect(english(group.title), group.title).toBeTypeOf('string');
      for (const page of group.pages) expect(english(page.label), page.label).toBeTypeOf('string');
    }
    for (const keys of Object.values(SETTINGS_SEARCH_INDEX))
      for (const key of keys) expect(english(key), key).toBeTypeOf('string');
  });

  it('indexes only pages the list has', () => {
    const listed = SETTINGS_GROUPS.flatMap((group) => group.pages.map((page) => page.path));
    for (const path of Object.keys(SETTINGS_SEARCH_INDEX)) expect(listed).toContain(path);
  });

  it('finds a setting by a word of its label, with the page it is on', () => {
    const found = searchSettings(items, 'back navigation');
    expect(found[0]).toEqual({
      label: 'Pages kept for back navigation',
      page: 'General',
      path: '/settings/general',
      isPage: false,
    });
  });

  it('ignores case and accents and needs every word', () => {
    expect(searchSettings(items, 'BÁCK navigation').map((item) => item.label)).toEqual([
      'Pages kept for back navigation',
    ]);
    expect(searchSettings(items, 'back nothing')).toEqual([]);
  });

  it('matches a setting by its page name plus its own words', () => {
    const labels = searchSettings(items, 'privacy visibility').map((item) => item.label);
    expect(labels).toContain('Default visibility of new notes');
    expect(labels.every((label) => /visibility/i.test(label))).toBe(true);
  });

  it('puts labels starting with the query first, pages before settings', () => {
    const found = searchSettings(items, 'theme');
    expect(found[0]).toMatchObject({ label: 'Themes', isPage: true });
    const dark = searchSettings(items, 'dark');
    expect(dark[0]?.label).toBe('Dark mode');
    expect(dark.map((item) => item.label)).toContain('Dark theme');
  });

  it('finds the plugin page and its controls', () => {
    expect(searchSettings(items, 'plugin').map((item) => [item.label, item.path, item.isPage])).toEqual(
      expect.arrayContaining([
        ['Plugins', '/settings/plugin', true],
        ['Install a plugin', '/settings/plugin', false],
        ['Installed plugins', '/settings/plugin', false],
      ]),
    );
  });

  it('finds nothing for an empty query', () => {
    expect(searchSettings(items, '   ')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(searchSettings(items, 'e', 5)).toHaveLength(5);
  });

  it('folds accents and case', () => {
    expect(foldForSearch(' Catégorie ')).toBe('categorie');
  });
});

describe('entryOfPath', () => {
  it('gives a sub-page the page it belongs to', () => {
    expect(entryOfPath('/settings/theme/install')?.path).toBe('/settings/theme');
    expect(entryOfPath('/settings/webhook/edit/abc')?.path).toBe('/settings/webhook');
    expect(entryOfPath('/settings/drive/cleaner')?.path).toBe('/settings/drive');
    expect(entryOfPath('/settings')).toBeNull();
  });
});
