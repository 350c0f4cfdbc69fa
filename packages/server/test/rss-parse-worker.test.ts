import { describe, expect, it } from 'vitest';
import { parseFeedOffThread } from '../src/services/rss/parse-worker.js';

const feed = (title: string, items: number) =>
  `<rss version="2.0"><channel><title>${title}</title>${Array.from(
    { length: items },
    (_, n) => `<item><title>${title} ${n}</title><link>https://example.com/${n}</link></item>`,
  ).join('')}</channel></rss>`;

describe('the feed parser thread', () => {
  it('answers each of several feeds sent at once with its own parse, at most 100 items', async () => {
    const [first, second] = await Promise.all([
      parseFeedOffThread(feed('Tides', 3)),
      parseFeedOffThread(feed('Winds', 150)),
    ]);
    expect(first.title).toBe('Tides');
    expect(first.items.map((item) => item.title)).toEqual(['Tides 0', 'Tides 1', 'Tides 2']);
    expect(second.title).toBe('Winds');
    expect(second.items).toHaveLength(100);
    expect(second.items[0]?.url).toBe('https://example.com/0');
  });

  it('refuses a document that is no feed, and parses the next one as before', async () => {
    await expect(parseFeedOffThread('<html><body>hello</body></html>')).rejects.toThrow();
    await expect(parseFeedOffThread('not xml at all <<<')).rejects.toThrow();
    expect((await parseFeedOffThread(feed('Again', 1))).title).toBe('Again');
  });
});
