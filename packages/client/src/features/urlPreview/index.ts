import { createElement, lazy, Suspense } from 'react';

const UrlPreviewList = lazy(() => import('./UrlPreviewList'));

/** A cheap test before the chunk: a text without "http" has no link to preview. */
export function mayHaveLinks(text: string | null | undefined): text is string {
  return text != null && /https?:\/\//i.test(text);
}

/** A note's link previews (lazy: the parser walk, cards and styles load with the first link). */
export function UrlPreviews(props: { text: string; origin: string; exclude: readonly string[] }) {
  return createElement(Suspense, { fallback: null }, createElement(UrlPreviewList, props));
}
