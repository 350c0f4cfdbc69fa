/**
 * Plural forms inside a text, in the ICU message shape translators already know:
 *
 *   "{n, plural, one {# vote} other {# votes}}"
 *
 * Each locale writes the categories its language has (Arabic six, Polish four, Japanese only
 * `other`) in the one string of its key, so a locale file keeps en-US's keys and shapes and a
 * missing translation still falls back whole. `=N` picks an exact number first; `#` is the
 * number formatted in the interface language. A block whose value is not a number stays as
 * written, like an unknown placeholder, so the mistake is seen.
 */

import { intlTag } from './intlFormats';

const rulesByLang = new Map<string, Intl.PluralRules>();

/** The language's plural rules; codes Intl refuses (kab-KAB) use their language's. */
export function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlTag(lang));
    rulesByLang.set(lang, rules);
  }
  return rules;
}

export interface PluralBlock {
  /** Where `{name, plural,` starts and where its closing brace ends, in the text. */
  start: number;
  end: number;
  name: string;
  /** Selector (`one`, `other`, `=0`, ...) to its text. */
  branches: Map<string, string>;
}

const BLOCK_START = /\{\s*(\w+)\s*,\s*plural\s*,/g;

/** Every plural block of a text, or null if one is malformed (unbalanced, no `other`). */
export function parsePluralBlocks(text: string): PluralBlock[] | null {
  const blocks: PluralBlock[] = [];
  BLOCK_START.lastIndex = 0;
  for (let match = BLOCK_START.exec(text); match; match = BLOCK_START.exec(text)) {
    const branches = new Map<string, string>();
    let at = match.index + match[0].length;
    for (;;) {
      const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(text.slice(at));
      if (!selector) break;
      const open = at + selector[0].length;
      let depth = 1;
      let close = open;
      for (; close < text.length && depth > 0; close++) {
        if (text[close] === '{') depth++;
        else if (text[close] === '}') depth--;
      }
      if (depth > 0) return null;
      branches.set(selector[1] as string, text.slice(open, close - 1));
      at = close;
    }
    const end = /^\s*\}/.exec(text.slice(at));
    if (!end || !branches.has('other')) return null;
    blocks.push({ start: match.index, end: at + end[0].length, name: match[1] as string, branches });
    BLOCK_START.lastIndex = at + end[0].length;
  }
  return blocks;
}

/**
 * Replaces each plural block with the branch its number selects, `#` written by
 * `formatValue` (which may also isolate it in right-to-left text, or leave a placeholder).
 */
export function selectPlurals(
  text: string,
  params: Record<string, string | number>,
  lang: string,
  formatValue: (value: number, name: string) => string,
): string {
  if (!text.includes('plural')) return text;
  const blocks = parsePluralBlocks(text);
  if (!blocks) return text;
  let result = '';
  let from = 0;
  for (const block of blocks) {
    const raw = Object.hasOwn(params, block.name) ? params[block.name] : undefined;
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : Number.NaN;
    if (Number.isNaN(value)) continue;
    const branch =
      block.branches.get(`=${value}`) ??
      block.branches.get(pluralRules(lang).select(value)) ??
      (block.branches.get('other') as string);
    result += text.slice(from, block.start) + branch.replaceAll('#', formatValue(value, block.name));
    from = block.end;
  }
  return result + text.slice(from);
}
