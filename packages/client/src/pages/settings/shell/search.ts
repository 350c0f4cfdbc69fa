import type { TextKey } from '@/i18n';
import type { SettingsGroup } from './settingsPages';

/** One thing the settings search can find: a setting on a page, or a page itself. */
export interface SettingsSearchItem {
  /** The setting's label as shown; for a page, the page's name. */
  label: string;
  /** The name of the page it is on. */
  page: string;
  path: string;
  /** True when the item is the page itself (opening it needs no jump). */
  isPage: boolean;
}

/** Lower case, accents and width variants folded, so "categorie" finds "Catégorie". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Every page and every indexed setting, in the list's order, in the reader's language. */
export function buildSearchItems(
  groups: SettingsGroup[],
  index: Record<string, TextKey[]>,
  text: (key: TextKey) => string,
): SettingsSearchItem[] {
  return groups.flatMap((group) =>
    group.pages.flatMap((entry) => {
      const page = text(entry.label);
      const own = { label: page, page, path: entry.path, isPage: true };
      const settings = (index[entry.path] ?? []).map((key) => ({
        label: text(key),
        page,
        path: entry.path,
        isPage: false,
      }));
      return [own, ...settings];
    }),
  );
}

/**
 * The items whose label holds every word of the query, best first: a label that starts with
 * the query, then one with a word starting so, then the rest; pages before settings on a tie,
 * and the list's order after that. A setting also matches by its page's name plus its own
 * words ("privacy visibility").
 */
export function searchSettings(items: SettingsSearchItem[], query: string, limit = 20): SettingsSearchItem[] {
  const q = foldForSearch(query);
  if (q === '') return [];
  const words = q.split(/\s+/);
  const scored: { item: SettingsSearchItem; score: number; order: number }[] = [];
  items.forEach((item, order) => {
    const label = foldForSearch(item.label);
    const haystack = item.isPage ? label : `${label} ${foldForSearch(item.page)}`;
    if (!words.every((word) => haystack.includes(word))) return;
    let score = 3;
    if (label.startsWith(q)) score = 0;
    else if (label.split(/[\s\-–—/(),.]+/).some((part) => part.startsWith(words[0] ?? ''))) score = 1;
    else if (label.includes(q)) score = 2;
    scored.push({ item, score: score * 2 + (item.isPage ? 0 : 1), order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, limit).map((entry) => entry.item);
}
