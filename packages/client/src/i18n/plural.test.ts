import { describe, expect, it } from 'vitest';
import { I18n, type LocaleTexts } from './i18n';
import arSA from './locales/ar-SA.json';
import enUS from './locales/en-US.json';
import jaJP from './locales/ja-JP.json';
import plPL from './locales/pl-PL.json';
import { parsePluralBlocks } from './plural';

/** An I18n whose `notes.pollVotes` is the given text, to test the mechanism alone. */
function withVotes(lang: string, pollVotes: string): I18n {
  return new I18n(lang, { ...enUS, notes: { ...enUS.notes, pollVotes } } as LocaleTexts);
}

const votes = (i18n: I18n, n: number) => i18n.t('notes.pollVotes', { n });
const LRI = /[\u2068\u2069]/g;

describe('plural forms', () => {
  it('en-US: one and other, with the number grouped', () => {
    const i18n = withVotes('en-US', '{n, plural, one {# vote} other {# votes}}');
    expect([0, 1, 2, 1234].map((n) => votes(i18n, n))).toEqual([
      '0 votes',
      '1 vote',
      '2 votes',
      '1,234 votes',
    ]);
  });

  it('pl-PL: one, few and many (2–4 but not 12–14 take "few")', () => {
    const i18n = withVotes(
      'pl-PL',
      '{n, plural, one {# głos} few {# głosy} many {# głosów} other {# głosu}}',
    );
    expect([1, 2, 4, 5, 12, 22, 25, 112].map((n) => votes(i18n, n))).toEqual([
      '1 głos',
      '2 głosy',
      '4 głosy',
      '5 głosów',
      '12 głosów',
      '22 głosy',
      '25 głosów',
      '112 głosów',
    ]);
  });

  it('ar-SA: all six forms, the number isolated in right-to-left text', () => {
    const i18n = withVotes('ar-SA', '{n, plural, zero {Z#} one {O#} two {T#} few {F#} many {M#} other {X#}}');
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => votes(i18n, n).replace(LRI, ''));
    expect(forms.map((text) => text[0])).toEqual(['Z', 'O', 'T', 'F', 'F', 'M', 'M', 'X', 'X']);
    expect(votes(i18n, 3)).toMatch(/^F\u2068.+\u2069$/);
  });

  it('ja-JP: one form for every number', () => {
    const i18n = withVotes('ja-JP', '{n, plural, other {#票}}');
    expect([0, 1, 2, 1000].map((n) => votes(i18n, n))).toEqual(['0票', '1票', '2票', '1,000票']);
  });

  it('prefers an exact =N branch and keeps the other placeholders working', () => {
    const i18n = withVotes('en-US', '{who}: {n, plural, =0 {no votes yet} one {# vote} other {# votes}}');
    expect(i18n.t('notes.pollVotes', { who: 'A', n: 0 })).toBe('A: no votes yet');
    expect(i18n.t('notes.pollVotes', { who: 'A', n: 1 })).toBe('A: 1 vote');
  });

  it('leaves a block visible when its value is missing, so the mistake shows', () => {
    const i18n = withVotes('en-US', '{n, plural, one {# vote} other {# votes}}');
    expect(i18n.t('notes.pollVotes', {})).toBe('{n, plural, one {# vote} other {# votes}}');
  });

  it('takes its rules from the language when Intl refuses the tag (kab-KAB)', () => {
    const i18n = withVotes('kab-KAB', '{n, plural, one {# A} other {# B}}');
    expect([1, 2].map((n) => votes(i18n, n))).toEqual(['1 A', '2 B']);
  });

  it('can leave the chosen form’s number as a placeholder, for an element to go there', () => {
    const i18n = withVotes(
      'pl-PL',
      '{n, plural, one {# głos} few {# głosy} many {# głosów} other {# głosu}}',
    );
    expect(i18n.forms('notes.pollVotes', { n: 5 })).toBe('{n} głosów');
    expect(i18n.forms('notes.pollVotes', { n: 3 })).toBe('{n} głosy');
  });

  it('finds malformed blocks', () => {
    expect(parsePluralBlocks('{n, plural, one {# a}}')).toBeNull(); // no `other`
    expect(parsePluralBlocks('{n, plural, one {# a} other {# b}')).toBeNull(); // unclosed
    expect(parsePluralBlocks('{n, plural, one {# a} other {# b}}')?.[0]?.name).toBe('n');
  });
});

describe('poll votes in the shipped locales', () => {
  it.each([
    ['en-US', enUS, [1, 2], ['1 vote', '2 votes']],
    ['ja-JP', jaJP, [1, 2], ['1票', '2票']],
  ] as const)('%s', (lang, texts, counts, expected) => {
    const i18n = new I18n(lang, texts as LocaleTexts);
    expect(counts.map((n) => votes(i18n, n))).toEqual(expected);
  });

  it('pl-PL and ar-SA write a different word for 1, 2, 5 and 11', () => {
    for (const [lang, texts] of [
      ['pl-PL', plPL],
      ['ar-SA', arSA],
    ] as const) {
      const i18n = new I18n(lang, texts as unknown as LocaleTexts);
      const words = [1, 2, 5].map((n) =>
        votes(i18n, n)
          .replace(LRI, '')
          .replace(/[\d٠-٩]+/g, '')
          .trim(),
      );
      expect(new Set(words).size, lang).toBe(3);
    }
  });
});
