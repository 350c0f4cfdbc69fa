import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import type { AccountStream } from '@/stream';
import { fakeApi, makeMe } from '@/test/helpers';
import type { CustomEmoji } from '../types';
import { CustomEmojiProvider, useCustomEmojiIndex, useCustomEmojis } from './CustomEmojiProvider';
import { emojiCacheKey } from './cache';

function emoji(name: string): CustomEmoji {
  return { name, aliases: [], category: null, url: `https://example.test/emoji/${name}.webp` };
}

/** A stream whose broadcast messages the test sends. */
class BroadcastStream {
  private listeners = new Map<string, Set<(body: unknown) => void>>();
  on(event: string, listener: (body: unknown) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
  }
  off(event: string, listener: (body: unknown) => void) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, body: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(body);
  }
  /** The account provider watches for dropped connections; this stream never drops. */
  onDisconnected() {
    return () => {};
  }
}

function EmojiNames() {
  const list = useCustomEmojis();
  const index = useCustomEmojiIndex();
  return (
    <p>
      {list.map((e) => e.name).join(',') || 'none'} / {index.has('blobcat') ? 'has blobcat' : 'no blobcat'}
    </p>
  );
}

function renderWith(options: { signedIn: boolean; stream?: BroadcastStream }) {
  const api = fakeApi((endpoint) => (endpoint === 'emojis' ? { emojis: [emoji('blobcat')] } : {}));
  const account = options.signedIn ? toAccount(makeMe(), 'token', 'https://example.test') : null;
  render(
    <AccountProvider
      initialAccount={account}
      session={{} as AccountSession}
      createApi={() => api}
      instanceOrigin="https://example.test"
      connectStream={
        options.stream ? () => ({ stream: options.stream as unknown as AccountStream, close() {} }) : null
      }
    >
      {/* Inside the account provider, as boot mounts it in the app. */}
      <CustomEmojiProvider>
        <EmojiNames />
      </CustomEmojiProvider>
    </AccountProvider>,
  );
  return api;
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('CustomEmojiProvider', () => {
  it('loads the server’s emoji when signed out, without a token', async () => {
    const api = renderWith({ signedIn: false });
    expect(await screen.findByText('blobcat / has blobcat')).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint === 'emojis')).toBe(true);
  });

  it('uses a fresh cached list, and refetches when the tab comes back after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    localStorage.setItem(
      emojiCacheKey('https://example.test'),
      JSON.stringify({ emojis: [emoji('cached')], fetchedAt: Date.now() }),
    );
    const api = renderWith({ signedIn: true });
    expect(screen.getByText('cached / no blobcat')).toBeInTheDocument();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(api.calls.filter((c) => c.endpoint === 'emojis')).toHaveLength(0);

    vi.setSystemTime(new Date('2026-01-01T01:00:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('blobcat / has blobcat')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.endpoint === 'emojis')).toHaveLength(1);
  });

  it('applies emoji events from the account stream', async () => {
    const stream = new BroadcastStream();
    renderWith({ signedIn: true, stream });
    await screen.findByText('blobcat / has blobcat');
    act(() => stream.emit('emojiAdded', { emoji: { ...emoji('party'), id: 'e2', host: null } }));
    expect(screen.getByText('blobcat,party / has blobcat')).toBeInTheDocument();
    act(() => stream.emit('emojiDeleted', { emojis: [emoji('blobcat')] }));
    expect(screen.getByText('party / no blobcat')).toBeInTheDocument();
    act(() => stream.emit('emojiUpdated', { emojis: [{ ...emoji('party'), aliases: ['tada'] }] }));
    await waitFor(() => expect(screen.getByText('party / no blobcat')).toBeInTheDocument());
  });
});
