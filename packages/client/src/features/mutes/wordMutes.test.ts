import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatWordMuteText,
  invalidPatternLines,
  noteMatches,
  parseRegexEntry,
  parseWordMuteText,
  wordMuteMatcher,
} from './wordMutes';

const note = (text: string | null, extra: Record<string, unknown> = {}) => ({
  userId: 'other',
  text,
  ...extra,
});

describe('word mute matching', () => {
  it('needs every word of an entry (AND) and any entry (OR)', () => {
    const matcher = wordMuteMatcher([['spoiler', 'finale'], ['crypto']]);
    expect(matcher.matches('the finale had a spoiler')).toBe(true);
    expect(matcher.matches('no spoiler here')).toBe(false);
    expect(matcher.matches('buy CRYPTO now')).toBe(true);
    expect(matcher.matches('nothing to see')).toBe(false);
  });

  it('takes /pattern/flags entries as regular expressions', () => {
    const matcher = wordMuteMatcher(['/^breaking:/i']);
    expect(matcher.matches('Breaking: news')).toBe(true);
    expect(matcher.matches('not breaking: news')).toBe(false);
  });

  it('keeps no state between tests even with the g or y flag', () => {
    const matcher = wordMuteMatcher(['/cat/g']);
    expect(matcher.matches('cat')).toBe(true);
    // With lastIndex kept, the second test would start after the first match and fail.
    expect(matcher.matches('cat')).toBe(true);
  });

  it('ignores invalid patterns and flags without throwing', () => {
    for (const entry of ['/(unclosed/', '/a/zz', '/a/gg', '/[/', '//']) {
      expect(parseRegexEntry(entry)).toBeNull();
      expect(() => wordMuteMatcher([entry]).matches('(unclosed a [')).not.toThrow();
    }
    expect(wordMuteMatcher(['/(unclosed/']).matches('(unclosed')).toBe(false);
    // A broken pattern does not stop the other entries.
    expect(wordMuteMatcher(['/(/', ['ok']]).matches('ok')).toBe(true);
  });

  it('treats regex metacharacters in words literally (words are never compiled)', () => {
    const matcher = wordMuteMatcher([['(a+)+$']]);
    expect(matcher.matches('x (a+)+$ y')).toBe(true);
    // A pathological input for that pattern, had it been compiled, answers at once.
    const started = performance.now();
    expect(matcher.matches(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('skips empty entries and words', () => {
    expect(wordMuteMatcher([[], ['', ' ']]).empty).toBe(true);
    expect(wordMuteMatcher([[], ['', ' ']]).matches('anything')).toBe(false);
  });

  it('matches any word that occurs in the text, and never when one is missing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 8 }).filter((w) => w.trim() !== '' && !/\s/.test(w)),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.string(),
        (words, filler) => {
          const text = `${filler} ${words.join(' ')} ${filler}`;
          expect(wordMuteMatcher([words]).matches(text)).toBe(true);
          const missing = `${words.join('')}\u{1F9E9}`;
          expect(wordMuteMatcher([[...words, missing]]).matches(text.replaceAll('\u{1F9E9}', ''))).toBe(
            false,
          );
        },
      ),
    );
  });

  it('never throws on any entry or text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.array(fc.string())), { maxLength: 5 }),
        fc.string(),
        (entries, text) => {
          expect(typeof wordMuteMatcher(entries).matches(text)).toBe('boolean');
        },
      ),
    );
  });
});

describe('notes and word mutes', () => {
  const matcher = wordMuteMatcher([['secret']]);
  it('reads the CW, the text, poll choices and the renoted note', () => {
    expect(noteMatches(note(null, { cw: 'secret' }), matcher, 'me')).toBe(true);
    expect(noteMatches(note('x', { poll: { choices: [{ text: 'secret' }] } }), matcher, 'me')).toBe(true);
    expect(noteMatches(note(null, { renote: note('a secret') }), matcher, 'me')).toBe(true);
    expect(noteMatches(note('plain'), matcher, 'me')).toBe(false);
  });
  it("never mutes the viewer's own notes", () => {
    expect(noteMatches({ userId: 'me', text: 'secret' }, matcher, 'me')).toBe(false);
  });
});

describe('the settings text', () => {
  it('turns lines into entries and back', () => {
    const entries = parseWordMuteText('  spoiler finale \n\n/^re$/i\ncrypto');
    expect(entries).toEqual([['spoiler', 'finale'], '/^re$/i', ['crypto']]);
    expect(formatWordMuteText(entries)).toBe('spoiler finale\n/^re$/i\ncrypto');
  });
  it('names the pattern lines that do not compile', () => {
    expect(invalidPatternLines('/ok/\n/(bad/\nword')).toEqual(['/(bad/']);
  });
});
