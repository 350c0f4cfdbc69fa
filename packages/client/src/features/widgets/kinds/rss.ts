import { lazy } from 'react';
import { atLeast, defineWidget } from '../types';

export interface RssSettings extends Record<string, unknown> {
  url: string;
  refreshIntervalSec: number;
  maxEntries: number;
}

export interface RssTickerSettings extends RssSettings {
  shuffle: boolean;
  /** Seconds for one round of the ticker. */
  duration: number;
  reverse: boolean;
}

/** Misskey's bounds: the widgets ask again no more often than every 10 s. */
const refreshField = (label: string) => ({ type: 'number' as const, label, min: 10, max: 3600 });
const URL_MAX = 2048;

/** A feed's newest items as links, read by the server (`fetch-rss`). No feed is preset. */
export const rss = defineWidget<RssSettings>({
  name: 'rss',
  title: (i18n) => i18n.ts.widgets.names.rss,
  defaults: { url: '', refreshIntervalSec: 60, maxEntries: 15 },
  size: atLeast(44),
  form: (i18n) => ({
    url: { type: 'text', label: i18n.ts.statusbar.url, maxLength: URL_MAX },
    refreshIntervalSec: refreshField(i18n.ts.statusbar.refreshInterval),
    maxEntries: { type: 'number', label: i18n.ts.widgets.fields.maxEntries, min: 1, max: 100 },
  }),
  component: lazy(() => import('./Rss')),
});

/** The same feed as a scrolling line (still when the device asks for reduced motion). */
export const rssTicker = defineWidget<RssTickerSettings>({
  name: 'rssTicker',
  title: (i18n) => i18n.ts.widgets.names.rssTicker,
  defaults: { url: '', shuffle: true, refreshIntervalSec: 60, maxEntries: 15, duration: 70, reverse: false },
  size: atLeast(44),
  form: (i18n) => ({
    url: { type: 'text', label: i18n.ts.statusbar.url, maxLength: URL_MAX },
    shuffle: { type: 'boolean', label: i18n.ts.statusbar.shuffle },
    refreshIntervalSec: refreshField(i18n.ts.statusbar.refreshInterval),
    maxEntries: { type: 'number', label: i18n.ts.widgets.fields.maxEntries, min: 1, max: 100 },
    duration: { type: 'number', label: i18n.ts.statusbar.duration, min: 5, max: 200 },
    reverse: { type: 'boolean', label: i18n.ts.statusbar.reverse },
  }),
  component: lazy(() => import('./RssTicker')),
});
