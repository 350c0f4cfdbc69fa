import { SPLASH_REMOVAL_MS } from '@/constants';

/** Fades the splash from index.html out and removes it after 1 s (spec 000 §4, §9). */
export function dismissSplash(doc: Document = document): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  splash.setAttribute('data-hidden', '');
  setTimeout(() => splash.remove(), SPLASH_REMOVAL_MS);
}
