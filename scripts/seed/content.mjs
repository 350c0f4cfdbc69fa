// Deterministic note texts with the mix a real timeline has: mostly plain sentences, some
// mentions, hashtags and links, MFM effects, now and then code or a formula, a few long posts.
import { createRandom } from './random.mjs';

const WORDS = (
  'morning coffee train window rain garden letter station bread river cloud lantern paper ' +
  'music street bicycle market harbor mountain kettle notebook sunset winter summer breeze ' +
  'library orange forest pebble candle meadow planet signal thunder quiet bright gentle ' +
  'early late small warm cold little quick slow tired happy busy calm'
).split(' ');
const EMOJI = ['🎉', '☕', '🌧️', '🌸', '🐱', '✨', '🍙', '🚲', '📚', '🌙', '🔥', '👍', '😂', '🥺', '🙏'];
const FNS = [
  (t) => `$[tada ${t}]`,
  (t) => `$[jelly ${t}]`,
  (t) => `$[spin.speed=2s ${t}]`,
  (t) => `$[x2 ${t}]`,
  (t) => `$[fg.color=e07020 ${t}]`,
  (t) => `$[bg.color=204060 ${t}]`,
  (t) => `$[blur ${t}]`,
  (t) => `$[flip.h ${t}]`,
  (t) => `$[rainbow ${t}]`,
  (t) => `$[border.style=dashed,radius=6 ${t}]`,
  (t) => `**${t}**`,
  (t) => `<small>${t}</small>`,
  (t) => `<i>${t}</i>`,
  (t) => `~~${t}~~`,
  (t) => `<center>${t}</center>`,
];

function sentence(random, min = 4, max = 14) {
  const words = [];
  const n = random.int(min, max);
  for (let i = 0; i < n; i++) words.push(random.pick(WORDS));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}${random.pick(['.', '!', '?', '…', ''])}`;
}

/**
 * One note's text. `usernames` are the people it may mention. The kinds and their shares are
 * what a busy Misskey timeline looks like, roughly; `kind` is returned for the corpus summary.
 */
export function noteText(random, usernames) {
  const roll = random.next();
  if (roll < 0.35) return { kind: 'plain', text: sentence(random) };
  if (roll < 0.45)
    return { kind: 'emoji', text: `${sentence(random)} ${random.pick(EMOJI)}${random.pick(EMOJI)}` };
  if (roll < 0.55) return { kind: 'mention', text: `@${random.pick(usernames)} ${sentence(random, 3, 8)}` };
  if (roll < 0.62) return { kind: 'hashtag', text: `${sentence(random)} #${random.pick(WORDS)} #shiori` };
  if (roll < 0.69)
    return {
      kind: 'link',
      text: `${sentence(random, 3, 6)} https://example.com/${random.pick(WORDS)}/${random.int(1, 999)}`,
    };
  if (roll < 0.84) {
    // MFM effects, sometimes nested (two levels), as people do for emphasis.
    const inner = random.pick(FNS)(random.pick(WORDS));
    const text = random.chance(0.3) ? random.pick(FNS)(inner) : inner;
    return { kind: 'mfm', text: `${sentence(random, 2, 6)} ${text} ${random.pick(EMOJI)}` };
  }
  if (roll < 0.9) {
    const lines = [];
    for (let i = random.int(3, 8); i > 0; i--) lines.push(sentence(random, 8, 20));
    return { kind: 'long', text: lines.join('\n') };
  }
  if (roll < 0.94) return { kind: 'quote', text: `> ${sentence(random)}\n${sentence(random, 2, 6)}` };
  if (roll < 0.97)
    return { kind: 'inlineCode', text: `${sentence(random, 2, 5)} \`npm run ${random.pick(WORDS)}\`` };
  if (roll < 0.99)
    return {
      kind: 'codeBlock',
      text: `${sentence(random, 2, 5)}\n\`\`\`js\nconst ${random.pick(WORDS)} = ${random.int(1, 99)};\nconsole.log(${random.int(1, 9)});\n\`\`\``,
    };
  return { kind: 'math', text: `${sentence(random, 2, 5)} \\(x^${random.int(2, 9)} + y\\)` };
}

/** Longer bios are replaced, not cut: a cut could end inside an MFM function (`$[jelly $[bor`). */
const BIO_MAX_LENGTH = 150;

/**
 * A profile's bio: a whole one-line note text, or when that is too long a plain sentence from
 * `spare` (a stream of its own, so the main stream is consumed the same either way).
 */
export function bio(random, usernames, spare) {
  const { text } = noteText(random, usernames);
  if (text.length <= BIO_MAX_LENGTH && !text.includes('\n')) return `Posts about ${text}`;
  return `Posts about ${sentence(spare)}`;
}

export function displayName(random) {
  const word = random.pick(WORDS);
  return `${word[0].toUpperCase()}${word.slice(1)} ${random.pick(EMOJI)}`;
}

export function pollChoices(random) {
  const n = random.int(2, 4);
  const out = [];
  for (let i = 0; i < n; i++) out.push(`${random.pick(WORDS)} ${i + 1}`);
  return out;
}

export const REACTIONS = ['👍', '❤', '😂', '🎉', '🥺', '🙏', '✨', '👀', '🍮', '🔥'];

/** The fixed MFM corpus: `count` note texts from seed 42, the same on every machine. */
export function mfmCorpus(count = 10_000, seed = 42) {
  const random = createRandom(seed);
  const usernames = Array.from({ length: 50 }, (_, i) => `user${String(i + 1).padStart(4, '0')}`);
  return Array.from({ length: count }, () => noteText(random, usernames).text);
}
