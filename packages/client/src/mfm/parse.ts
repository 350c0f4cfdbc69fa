import { emojiRegex } from '@misskey-dev/emoji-data';
import * as mfm from 'mfm-js';
import { LruCache } from '@/blurhash/lru';

/** MFM nesting limit (spec 000 §5): deeper markup is parsed as plain text by mfm-js. */
export const MFM_NEST_LIMIT = 20;

const CACHE_SIZE = 500;
const full = new LruCache<string, mfm.MfmNode[]>(CACHE_SIZE);
const simple = new LruCache<string, mfm.MfmSimpleNode[]>(CACHE_SIZE);

function cached<T>(cache: LruCache<string, T>, text: string, parse: (text: string) => T): T {
  const hit = cache.get(text);
  if (hit) return hit;
  const tree = parse(text);
  cache.set(text, tree);
  return tree;
}

// Letters, digits, spaces and punctuation that no MFM syntax starts with (no @ # : * _ ~ `
// \ $ [ ] < > and no emoji). mfm-js spends about 10 µs a character trying every rule at every
// position (docs/performance.md); a text made only of these, and of unicode emoji, is answered
// directly. "search"/"検索" can end a search block, so those texts go to mfm-js.
const PLAIN_TEXT =
  /^[A-Za-z0-9 \n.,!?'"()\-;%&+=/\u2026\u3001\u3002\u300c-\u300f\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff]+$/;
/** One character of that class: the pattern without its anchors and repetition. */
const PLAIN_CHAR = new RegExp(PLAIN_TEXT.source.slice(1, -2));
const SEARCH_KEYWORD = /search|検索/i;
// mfm-js's own emoji pattern (from the same package), tried where mfm-js tries it: first, at
// every position.
const EMOJI_HERE = new RegExp(emojiRegex.source, 'y');

/**
 * The tree mfm-js gives a text of plain characters and unicode emoji, or null when the text
 * may have other markup. mfm-js takes an emoji wherever its pattern matches (a lone variation
 * selector stays text) and, with none of the other syntaxes' start characters about, every
 * other character as text.
 */
export function plainTextTree(text: string): mfm.MfmNode[] | null {
  if (text === '' || SEARCH_KEYWORD.test(text)) return null;
  if (PLAIN_TEXT.test(text)) return [{ type: 'text', props: { text } }];
  const nodes: mfm.MfmNode[] = [];
  let run = '';
  let index = 0;
  while (index < text.length) {
    EMOJI_HERE.lastIndex = index;
    const emoji = EMOJI_HERE.exec(text)?.[0];
    if (emoji && emoji !== '\ufe0f') {
      if (run) nodes.push({ type: 'text', props: { text: run } });
      run = '';
      nodes.push({ type: 'unicodeEmoji', props: { emoji } });
      index += emoji.length;
      continue;
    }
    const char = text[index] as string;
    if (emoji !== '\ufe0f' && !PLAIN_CHAR.test(char)) return null;
    run += char;
    index += 1;
  }
  if (run) nodes.push({ type: 'text', props: { text: run } });
  return nodes;
}

/** Parses once per distinct text: the same note shown in many places is parsed once. */
export function parseMfm(text: string): mfm.MfmNode[] {
  return cached(full, text, (t) => plainTextTree(t) ?? mfm.parse(t, { nestLimit: MFM_NEST_LIMIT }));
}

/** Text, unicode emoji and custom emoji only (names, summaries). */
export function parseMfmSimple(text: string): mfm.MfmSimpleNode[] {
  return cached(simple, text, (t) => mfm.parseSimple(t));
}
