import { createElement, lazy, Suspense } from 'react';
import { useInstance } from '@/instance';
import type { AdViewProps } from './AdView';

/**
 * Ads (issue 23): chosen from meta's list by chooseAd, drawn by AdView. Only this file is
 * start-up code (the timeline and the side column place slots); the view is its own chunk,
 * fetched only when the server runs ads.
 */
const LazyAdView = lazy(() => import('./AdView').then((module) => ({ default: module.AdView })));

export function AdSlot(props: AdViewProps) {
  const { meta } = useInstance();
  if (!meta?.ads.length) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyAdView, props));
}
