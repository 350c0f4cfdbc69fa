import type { I18n } from '@/i18n';
import type { StatusbarSetting } from '@/settings';

export const STATUSBAR_TYPES = ['rss', 'federation', 'userList'] as const;
export type StatusbarType = (typeof STATUSBAR_TYPES)[number];

export function isStatusbarType(value: unknown): value is StatusbarType {
  return STATUSBAR_TYPES.includes(value as StatusbarType);
}

/** Misskey's bounds: its pages ask again no more often than every 5 s. */
export const MIN_REFRESH_SEC = 5;
export const MAX_REFRESH_SEC = 3600;
export const MIN_DURATION_SEC = 5;
export const MAX_DURATION_SEC = 200;

/** A new bar, its type not chosen yet (as Misskey adds one). */
export function newStatusbar(id: string): StatusbarSetting {
  return { id, name: '', type: null, size: 'medium', black: false, props: {} };
}

/** The props a type starts with when chosen (Misskey's names and values; no feed address preset). */
export function withType(bar: StatusbarSetting, type: StatusbarType, i18n: I18n): StatusbarSetting {
  const common = { refreshIntervalSec: 120, display: 'marquee', marqueeDuration: 100, marqueeReverse: false };
  const props: Record<string, unknown> =
    type === 'rss'
      ? { ...common, url: '', shuffle: true }
      : type === 'federation'
        ? { ...common, colored: false }
        : { ...common, userListId: null };
  return { ...bar, type, name: i18n.ts.statusbar.defaultNames[type], props };
}

/** A number prop read back from storage, within its bounds (a hand-edited value may be anything). */
export function numberProp(
  props: Record<string, unknown>,
  key: string,
  fallback: number,
  min: number,
  max: number,
) {
  const value = props[key];
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** `bars` with the one at `index` moved by `by` places (kept inside the list). */
export function moveStatusbar(bars: StatusbarSetting[], index: number, by: -1 | 1): StatusbarSetting[] {
  const target = index + by;
  if (index < 0 || index >= bars.length || target < 0 || target >= bars.length) return bars;
  const next = [...bars];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as StatusbarSetting);
  return next;
}

/** A bar's name as shown and announced: its own, or its type's when it has none. */
export function barLabel(bar: StatusbarSetting, i18n: I18n): string {
  if (bar.name) return bar.name;
  return isStatusbarType(bar.type) ? i18n.ts.statusbar.types[bar.type] : i18n.ts.statusbar.title;
}

/** Fisher–Yates, on a copy (Misskey shuffles a feed's items when asked). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Only http(s) addresses become links: a feed may carry any scheme. */
export function safeLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Each feed item with a key of its own: its guid or link, numbered when a feed repeats one
 * (feeds do), so a refresh that keeps an item keeps its element.
 */
export function keyedItems<T extends { guid?: string; link?: string; title?: string }>(
  items: readonly T[],
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = item.guid ?? item.link ?? item.title ?? '';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count === 0 ? base : `${base}#${count}`, item };
  });
}
