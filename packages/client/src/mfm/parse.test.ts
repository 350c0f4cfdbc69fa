import * as mfm from 'mfm-js';
import { describe, expect, it } from 'vitest';
import { MFM_NEST_LIMIT, parseMfm, plainTextTree } from './parse';

const full = (text: string) => mfm.parse(text, { nestLimit: MFM_NEST_LIMIT });

// Fragments of everyday text and of every MFM syntax; their combinations must parse exactly
// as mfm-js parses them, whether or not the plain-text shortcut takes them.
const FRAGMENTS = [
  'Good morning',
  'こんにちは、世界。',
  '「テスト」です',
  ' (really) - yes; 100% & more = ok/fine… ',
  'it\'s "quoted"',
  '\n',
  '\n\n',
  'cats search',
  '検索',
  '@alice',
  '#tag',
  ':blobcat:',
  '**bold**',
  '_it_',
  '~~gone~~',
  '`code`',
  '\\(x^2\\)',
  '$[tada hi]',
  '[label](https://example.com)',
  'https://example.com/a',
  '<small>s</small>',
  '> quoted',
  '🎉',
  '〽',
  '©',
  '\u2764\ufe0f',
  '\ufe0f',
  '1\ufe0f\u20e3',
  '👩\u200d💻',
  '👍🏽',
  '🇯🇵',
  '☺',
];

describe('parseMfm', () => {
  it('parses every mix of plain text and markup exactly as mfm-js does', () => {
    for (const a of FRAGMENTS) {
      for (const b of FRAGMENTS) {
        for (const text of [a + b, `${a} ${b}`, `${a}\n${b}`]) {
          expect(parseMfm(text), JSON.stringify(text)).toEqual(full(text));
        }
      }
    }
  });

  it('answers text without markup without asking mfm-js', () => {
    expect(plainTextTree('Good morning, all.\nCoffee first (as always)!')).toEqual([
      { type: 'text', props: { text: 'Good morning, all.\nCoffee first (as always)!' } },
    ]);
    expect(plainTextTree('今日はいい天気ですね。')).not.toBeNull();
  });

  it('answers plain text with unicode emoji without asking mfm-js', () => {
    expect(plainTextTree('ok 🎉 done\u2764\ufe0f')).toEqual([
      { type: 'text', props: { text: 'ok ' } },
      { type: 'unicodeEmoji', props: { emoji: '🎉' } },
      { type: 'text', props: { text: ' done' } },
      { type: 'unicodeEmoji', props: { emoji: '\u2764\ufe0f' } },
    ]);
  });

  it('leaves anything that could be markup to mfm-js', () => {
    for (const text of [
      'hi @alice',
      'a #tag',
      'see https://x.y',
      'so $[x2 big]',
      'ok 🎉 :blobcat:',
      'cats search',
      '',
    ]) {
      expect(plainTextTree(text), text).toBeNull();
    }
  });
});
