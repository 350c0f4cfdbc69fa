import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type AccountStream, StreamProvider } from '@/stream';
import { KEPT_SAMPLES, useStatsChannel } from './useStatsChannel';

/** A stream whose one channel connection records what the widget sends and lets the test answer. */
function fakeStream() {
  const listeners = new Map<string, (body: unknown) => void>();
  const sent: { type: string; body: unknown }[] = [];
  const channels: string[] = [];
  let disposed = 0;
  const stream = {
    connectChannel(channel: string) {
      channels.push(channel);
      return {
        on: (name: string, listener: (body: unknown) => void) => listeners.set(name, listener),
        send: (type: string, body: unknown) => sent.push({ type, body }),
        dispose: () => {
          disposed++;
        },
      };
    },
  } as unknown as AccountStream;
  const emit = (name: string, body: unknown) => act(() => listeners.get(name)?.(body));
  return { stream, sent, channels, emit, disposed: () => disposed };
}

function wrapperFor(stream: AccountStream) {
  return ({ children }: { children: ReactNode }) => (
    <StreamProvider stream={stream}>{children}</StreamProvider>
  );
}

describe('useStatsChannel', () => {
  it('asks for the history once, puts it before the live samples, and ends on unmount', () => {
    const fake = fakeStream();
    const { result, unmount } = renderHook(() => useStatsChannel<{ n: number }>('queueStats', 1000), {
      wrapper: wrapperFor(fake.stream),
    });
    expect(fake.channels).toEqual(['queueStats']);
    expect(fake.sent).toEqual([
      { type: 'requestLog', body: { id: expect.any(String), length: KEPT_SAMPLES } },
    ]);
    // Newest first on the wire; oldest first for the chart, a second apart, ending before now.
    fake.emit('statsLog', [{ n: 3 }, { n: 2 }, { n: 1 }]);
    expect(result.current.values).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const [a, b, c] = result.current.times;
    expect([(b ?? 0) - (a ?? 0), (c ?? 0) - (b ?? 0)]).toEqual([1000, 1000]);
    expect(c).toBeLessThan(Date.now());
    fake.emit('stats', { n: 4 });
    expect(result.current.values.map((v) => v.n)).toEqual([1, 2, 3, 4]);
    // Another widget's request answered later on the shared channel adds nothing twice.
    fake.emit('statsLog', [{ n: 4 }, { n: 3 }]);
    expect(result.current.values.map((v) => v.n)).toEqual([1, 2, 3, 4]);
    unmount();
    expect(fake.disposed()).toBe(1);
  });

  it('keeps the newest samples only, and connects nothing while disabled', () => {
    const fake = fakeStream();
    const { result, rerender } = renderHook(
      ({ enabled }) => useStatsChannel<number>('serverStats', 2000, enabled),
      { wrapper: wrapperFor(fake.stream), initialProps: { enabled: false } },
    );
    expect(fake.channels).toEqual([]);
    rerender({ enabled: true });
    expect(fake.channels).toEqual(['serverStats']);
    for (let n = 0; n < KEPT_SAMPLES + 5; n++) fake.emit('stats', n);
    expect(result.current.values).toHaveLength(KEPT_SAMPLES);
    expect(result.current.values[0]).toBe(5);
    expect(result.current.times).toHaveLength(KEPT_SAMPLES);
  });
});
