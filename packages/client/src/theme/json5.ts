/**
 * Misskey writes themes in JSON5. The parser is loaded on first use, so only the theme pages
 * pay for it (about 30 KB minified); it is never part of the start-up chunks.
 */
import type { Theme } from './model.ts';

export interface Json5 {
  parse(text: string): unknown;
  stringify(value: unknown, replacer: null, space: string): string;
}

let loading: Promise<Json5> | null = null;

export function loadJson5(): Promise<Json5> {
  loading ??= import('json5').then((module) => module.default as Json5);
  // A failed chunk load may succeed on a later try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** A theme as Misskey exports it: JSON5, tab-indented, fields in a fixed order. */
export function themeToJson5(json5: Json5, theme: Theme): string {
  const { id, name, author, desc, base, props } = theme;
  const ordered: Record<string, unknown> = { id, name };
  if (author !== undefined) ordered.author = author;
  if (desc !== undefined) ordered.desc = desc;
  ordered.base = base ?? 'light';
  ordered.props = props;
  return json5.stringify(ordered, null, '\t');
}
