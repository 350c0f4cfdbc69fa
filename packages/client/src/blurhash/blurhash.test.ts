import { decode } from 'blurhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlurhashDecoder } from './decode';
import type { WorkerLike } from './pool';
import type { DecodeRequest, DecodeResponse } from './protocol';
import { placeholderSize } from './size';

const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** A worker that answers only when the test says so. */
class FakeWorker implements WorkerLike {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<DecodeResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: DecodeRequest[] = [];
  terminated = false;
  private answered = 0;

  /** Whether a request is waiting for its answer. */
  get pending(): boolean {
    return this.received.length > this.answered;
  }

  constructor() {
    FakeWorker.created.push(this);
  }

  postMessage(message: DecodeRequest) {
    this.received.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  /** Answers the last request with real pixels, as the real worker would. */
  answer() {
    const request = this.received.at(-1);
    if (!request) throw new Error('nothing to answer');
    this.answered += 1;
    const pixels = decode(request.hash, request.width, request.height) as Uint8ClampedArray<ArrayBuffer>;
    this.onmessage?.({ data: { id: request.id, pixels } } as MessageEvent<DecodeResponse>);
  }

  crash() {
    this.onerror?.(new Event('error') as ErrorEvent);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeDecoder(maxWorkers = 4) {
  FakeWorker.created = [];
  return createBlurhashDecoder({ createWorker: () => new FakeWorker(), maxWorkers });
}

afterEach(() => vi.restoreAllMocks());

describe('placeholder size', () => {
  it('is 64 px on the short side and keeps the aspect ratio', () => {
    expect(placeholderSize(1920, 1080)).toEqual({ width: 114, height: 64 });
    expect(placeholderSize(600, 1200)).toEqual({ width: 64, height: 128 });
    expect(placeholderSize(50, 50)).toEqual({ width: 64, height: 64 });
  });

  it('falls back to 64×64 when the image size is unknown or nonsense', () => {
    expect(placeholderSize()).toEqual({ width: 64, height: 64 });
    expect(placeholderSize(0, 100)).toEqual({ width: 64, height: 64 });
    expect(placeholderSize(Number.NaN, 100)).toEqual({ width: 64, height: 64 });
  });

  it('caps the long side of extreme panoramas', () => {
    expect(placeholderSize(100000, 10)).toEqual({ width: 512, height: 64 });
  });
});

describe('blurhash worker pool', () => {
  it('never starts more than 4 workers for 50 requests at once, and answers them all', async () => {
    const decoder = fakeDecoder(4);
    // Different sizes, so none is served from the cache or shared in flight.
    const results = Array.from({ length: 50 }, (_, i) => decoder.decode(HASH, 8 + i, 8));
    expect(FakeWorker.created).toHaveLength(4);
    expect(decoder.pool?.queuedCount).toBe(46);
    // Drain: every answer lets the queue move on, still on the same four workers.
    let worker = FakeWorker.created.find((candidate) => candidate.pending);
    while (worker) {
      expect(FakeWorker.created.filter((candidate) => candidate.pending).length).toBeLessThanOrEqual(4);
      worker.answer();
      worker = FakeWorker.created.find((candidate) => candidate.pending);
    }
    const images = await Promise.all(results);
    expect(images.every((image) => image !== null)).toBe(true);
    expect(images[10]?.width).toBe(18);
    expect(FakeWorker.created).toHaveLength(4);
  });

  it('queues a request until a worker is free', async () => {
    const decoder = fakeDecoder(1);
    const first = decoder.decode(HASH, 10, 10);
    const second = decoder.decode(HASH, 12, 12);
    const [worker] = FakeWorker.created;
    expect(worker?.received.map((r) => r.width)).toEqual([10]);
    worker?.answer();
    expect(await first).not.toBeNull();
    expect(worker?.received.map((r) => r.width)).toEqual([10, 12]);
    worker?.answer();
    expect((await second)?.width).toBe(12);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('starts no worker before the first request', () => {
    fakeDecoder();
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('serves a repeated hash and size from the cache, without asking a worker', async () => {
    const decoder = fakeDecoder();
    const first = decoder.decode(HASH, 32, 32);
    FakeWorker.created[0]?.answer();
    const image = await first;
    expect(await decoder.decode(HASH, 32, 32)).toBe(image);
    expect(FakeWorker.created.flatMap((worker) => worker.received)).toHaveLength(1);
  });

  it('decodes once for callers asking for the same hash at the same time', async () => {
    const decoder = fakeDecoder();
    const both = [decoder.decode(HASH, 20, 20), decoder.decode(HASH, 20, 20)];
    FakeWorker.created[0]?.answer();
    const [a, b] = await Promise.all(both);
    expect(a).toBe(b);
    expect(FakeWorker.created.flatMap((worker) => worker.received)).toHaveLength(1);
  });

  it('answers null and only warns for an invalid hash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoder = fakeDecoder();
    expect(await decoder.decode('not a hash', 64, 64)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('answers null when a worker fails, and replaces it for the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoder = fakeDecoder(1);
    const lost = decoder.decode(HASH, 10, 10);
    const next = decoder.decode(HASH, 11, 11);
    FakeWorker.created[0]?.crash();
    expect(await lost).toBeNull();
    expect(warn).toHaveBeenCalled();
    await settle();
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    FakeWorker.created[1]?.answer();
    expect((await next)?.width).toBe(11);
  });

  it('decodes on the main thread where there are no workers', async () => {
    const decoder = createBlurhashDecoder({ createWorker: null });
    const image = await decoder.decode(HASH, 16, 9);
    expect(image?.data).toHaveLength(16 * 9 * 4);
    expect(decoder.pool).toBeNull();
  });
});
