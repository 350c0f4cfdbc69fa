import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParsedFeed } from './shape.js';
import { MAX_ITEMS } from './shape.js';

/**
 * Parsing a feed is synchronous and slow for what a feed may hold (a megabyte of small
 * elements takes most of a second), and `fetch-rss` needs no sign-in: parsed on the server's
 * one thread, anyone could stall every other request with feeds of their own making. So the
 * parse runs on a worker thread of its own, one feed at a time, and a parse that runs past
 * PARSE_TIMEOUT_MS ends the worker (a new one starts for the next feed).
 */
const PARSE_TIMEOUT_MS = 5_000;

const parserUrl = pathToFileURL(createRequire(import.meta.url).resolve('@rowanmanning/feed-parser')).href;

// Plain JavaScript for `eval`, so the same worker runs from the TypeScript sources under test
// and from the build. The parser's item getters fall back to the feed's url, authors and
// categories, and each of those walks the whole document: asked for every item, a feed of many
// small items took minutes. They are read once and kept on the feed; only the items answered
// are read at all.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const parser = import(workerData.parserUrl);
parentPort.on('message', async ({ id, text }) => {
  try {
    const { parseFeed } = await parser;
    const feed = parseFeed(text);
    for (const key of ['url', 'authors', 'categories']) {
      Object.defineProperty(feed, key, { value: feed[key] });
    }
    parentPort.postMessage({ id, feed: {
      title: feed.title,
      description: feed.description,
      url: feed.url,
      self: feed.self,
      image: feed.image ? { url: feed.image.url, title: feed.image.title } : null,
      items: feed.items.slice(0, workerData.maxItems).map((item) => item.toJSON()),
    } });
  } catch {
    parentPort.postMessage({ id, error: true });
  }
});
`;

interface Pending {
  resolve(feed: ParsedFeed): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { parserUrl, maxItems: MAX_ITEMS } });
  started.unref(); // an idle parser never keeps the server (or a test run) alive
  started.on('message', (message: { id: number; feed?: ParsedFeed; error?: true }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    if (message.feed) job.resolve(message.feed);
    else job.reject(new Error('not a feed'));
  });
  const retire = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', retire);
  started.on('exit', () => retire(new Error('the feed parser stopped')));
  return started;
}

/** The feed in `text`, parsed off the main thread; rejects for a document that is no feed. */
export function parseFeedOffThread(text: string): Promise<ParsedFeed> {
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Everything queued behind a runaway parse fails with it; the next call starts afresh.
      if (worker === current) worker = null;
      void current.terminate();
    }, PARSE_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    current.postMessage({ id, text });
  });
}
