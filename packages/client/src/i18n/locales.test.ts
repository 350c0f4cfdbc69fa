import { describe, expect, it } from 'vitest';
import { AVAILABLE_LOCALES } from './loadLocale';
import { parsePluralBlocks, pluralRules } from './plural';

/** Spec 000 §1: the 27 locales the interface is offered in. */
// biome-ignore format: one glance should show all 27 codes
const SPEC_LOCALES = [
  'ar-SA', 'ca-ES', 'cs-CZ', 'da-DK', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'id-ID',
  'it-IT', 'ja-JP', 'ja-KS', 'kab-KAB', 'kn-IN', 'ko-KR', 'nl-NL', 'no-NO', 'pl-PL',
  'pt-PT', 'ru-RU', 'sk-SK', 'th-TH', 'ug-CN', 'uk-UA', 'vi-VN', 'zh-CN', 'zh-TW',
];

// Raw text, so a file with a syntax error fails its own test instead of the whole suite.
const rawFiles = import.meta.glob<string>('./locales/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = new Map(
  Object.entries(rawFiles).map(([path, text]) => [path.replace('./locales/', '').replace('.json', ''), text]),
);
const source: unknown = JSON.parse(files.get('en-US') ?? '{}');
const translations = [...files.keys()].filter((code) => code !== 'en-US');

type Strings = Map<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens to dot paths; anything that is neither a string nor an object is reported. */
function flatten(node: unknown, path = '', into: Strings = new Map(), bad: string[] = []) {
  if (!isRecord(node)) return { strings: into, bad: [...bad, path || '(root)'] };
  for (const [key, value] of Object.entries(node)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (typeof value === 'string') into.set(keyPath, value);
    else if (isRecord(value)) flatten(value, keyPath, into, bad);
    else bad.push(keyPath);
  }
  return { strings: into, bad };
}

/** `{name}` placeholders and `{name, plural, …}` counts alike: the values a text is given. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*plural\s*,)/g)].map((m) => m[1]))].sort();

/**
 * The plural categories whole numbers reach in a language (Polish `other` and Czech `many`
 * are for fractions only, so a count never needs them; French `many` is for millions).
 */
function integerCategories(code: string): string[] {
  const rules = pluralRules(code);
  const numbers = [...Array(1001).keys(), 1_000_000, 2_000_000];
  return [...new Set(numbers.map((n) => rules.select(n)))].sort();
}

/**
 * Keys written twice in one object of a raw JSON text. JSON.parse keeps the last silently,
 * so a string added under an existing key would replace its text everywhere it is used.
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: Set<string>[] = [];
  const token = /"(?:[^"\\]|\\.)*"\s*:?|[{}]/g;
  for (const match of text.matchAll(token)) {
    const part = match[0];
    if (part === '{') stack.push(new Set());
    else if (part === '}') stack.pop();
    else if (part.endsWith(':')) {
      const key = JSON.parse(part.slice(0, -1).trim()) as string;
      const keys = stack.at(-1);
      if (keys?.has(key)) found.push(key);
      keys?.add(key);
    }
  }
  return found;
}

const sourceStrings = flatten(source).strings;
const parsed = (code: string): unknown => JSON.parse(files.get(code) ?? '');

describe('locale files', () => {
  it('are exactly the 27 locales of the spec', () => {
    expect([...files.keys()].sort()).toEqual([...SPEC_LOCALES].sort());
    expect([...AVAILABLE_LOCALES].sort()).toEqual([...SPEC_LOCALES].sort());
  });

  it.each([...files.keys()])('%s has no key written twice in one object', (code) => {
    expect(duplicateKeys(files.get(code) ?? '')).toEqual([]);
  });

  it('finds a key written twice', () => {
    expect(duplicateKeys('{"a": {"x": "1", "y": "{x}: 2", "x": "3"}, "b": {"x": "4"}}')).toEqual(['x']);
  });

  describe.each(translations)('%s', (code) => {
    it('parses as JSON', () => {
      expect(() => parsed(code)).not.toThrow();
    });

    it('uses only keys that exist in en-US, each holding a string', () => {
      const { strings, bad } = flatten(parsed(code));
      const stray = [...strings.keys()].filter((key) => !sourceStrings.has(key));
      expect({ notStrings: bad, notInEnUS: stray }).toEqual({ notStrings: [], notInEnUS: [] });
    });

    it('keeps every {placeholder} of en-US and invents none', () => {
      const { strings } = flatten(parsed(code));
      const mismatches = [...strings]
        .filter(([key]) => sourceStrings.has(key))
        .filter(
          ([key, text]) => placeholders(text).join() !== placeholders(sourceStrings.get(key) ?? '').join(),
        )
        .map(([key, text]) => `${key}: ${text}`);
      expect(mismatches).toEqual([]);
    });

    it('writes every count with the plural forms of its language', () => {
      const { strings } = flatten(parsed(code));
      const needed = integerCategories(code);
      const problems: string[] = [];
      for (const [key, text] of strings) {
        const blocks = parsePluralBlocks(text);
        if (!blocks) problems.push(`${key}: malformed plural`);
        else if ((parsePluralBlocks(sourceStrings.get(key) ?? '')?.length ?? 0) > 0 && blocks.length === 0)
          problems.push(`${key}: a count without plural forms`);
        for (const block of blocks ?? []) {
          const missing = needed.filter((category) => !block.branches.has(category));
          if (missing.length > 0) problems.push(`${key}: no ${missing.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('keeps the product name "Shiori" as it is', () => {
      const { strings } = flatten(parsed(code));
      if (strings.has('appName')) expect(strings.get('appName')).toBe(sourceStrings.get('appName'));
      const renamed = [...strings]
        .filter(([key]) => sourceStrings.get(key)?.includes('Shiori'))
        .filter(([, text]) => !text.includes('Shiori'))
        .map(([key]) => key);
      expect(renamed).toEqual([]);
    });
  });

  it('en-US writes every count with plural forms', () => {
    // Numbers that count nothing in words (an ordinal, a bare tally) need no plural.
    const noNoun = [
      // "Label: {count}" tallies: the number follows its label, with no noun after it.
      'achievements.accountAge',
      'achievements.followers',
      'achievements.following',
      'achievements.login',
      'achievements.notes',
      // A unit symbol: "1 MB" and "2 MB" read the same.
      'adminOverview.megabytes',
      'composer.pollChoice',
      'composer.removeChoice',
      'composerParts.fileCount',
      'drive.attach',
      'drive.deleteManyTitle',
      'drive.selectedCount',
      'driveSettings.chosen',
      'emojiPicker.profile',
      'emojiPickerSettings.profileName',
      'gallery.filesCount',
      'notes.reactionBy',
      'reactions.showReactors',
      'widgets.activityDay',
      'widgets.activityToday',
    ];
    const plain = [...sourceStrings]
      .filter(([, text]) => /\{(n|count|max|min|length|number)\}/.test(text) && !text.includes('plural'))
      .map(([key]) => key);
    expect(plain.sort()).toEqual(noNoun);
    for (const [key, text] of sourceStrings) expect(parsePluralBlocks(text), key).not.toBeNull();
  });

  it.each(['ar-SA', 'ug-CN'])('%s is written in Arabic script', (code) => {
    const { strings } = flatten(parsed(code));
    for (const key of ['signIn', 'cancel', 'home.title', 'notFound.title', 'errors.unknown']) {
      const text = strings.get(key);
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(text, key).not.toMatch(/[A-Za-z]/);
    }
  });
});
