import { LruCache } from '@/blurhash/lru';
import type { HighlightReply } from './protocol';
import type { HighlightedCode } from './shiki';

const CACHE_SIZE = 100;
/** Finished highlights by language and code: a block scrolled out of a list and back is not redone. */
const done = new LruCache<string, HighlightedCode | null>(CACHE_SIZE);
interface Waiting {
  code: string;
  lang: string;
  resolve(tokens: HighlightedCode | null): void;
}
const pending = new Map<number, Waiting>();
let worker: Worker | null | undefined;
let nextId = 1;

/**
 * The worker, started on first use; null where there is none (tests in happy-dom) or it
 * failed, and the page then highlights by itself.
 */
function highlightWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') {
    worker = null;
    return worker;
  }
  try {
    const started = new Worker(new URL('./highlight.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<HighlightReply>) => {
      pending.get(event.data.id)?.resolve(event.data.tokens);
      pending.delete(event.data.id);
    };
    started.onerror = () => {
      // A worker that cannot load (a blocked script, say): what it was asked is done here.
      worker = null;
      started.terminate();
      for (const [id, { code, lang, resolve }] of pending) {
        pending.delete(id);
        tokenizeHere(code, lang).then(resolve);
      }
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function tokenizeHere(code: string, lang: string): Promise<HighlightedCode | null> {
  return import('./shiki').then(({ tokenize }) => tokenize(code, lang)).catch(() => null);
}

function remember(key: string, tokens: HighlightedCode | null) {
  done.set(key, tokens);
}

/** A finished highlight of this code, if there is one (so a remounted block paints at once). */
export function highlightedBefore(code: string, lang: string): HighlightedCode | null | undefined {
  return done.get(`${lang}\u0000${code}`);
}

/** Tokens for the code, from the worker when there is one; null when it cannot be highlighted. */
export async function highlightCode(code: string, lang: string): Promise<HighlightedCode | null> {
  const key = `${lang}\u0000${code}`;
  if (done.has(key)) return done.get(key) ?? null;
  const target = highlightWorker();
  const tokens = target
    ? await new Promise<HighlightedCode | null>((resolve) => {
        const id = nextId++;
        pending.set(id, { code, lang, resolve });
        target.postMessage({ id, code, lang });
      })
    : await tokenizeHere(code, lang);
  remember(key, tokens);
  return tokens;
}
