import type { DecodeRequest, DecodeResponse } from './protocol';

/** What the pool needs of a Worker, so tests can hand it fakes. */
export interface WorkerLike {
  postMessage(message: DecodeRequest): void;
  onmessage: ((event: MessageEvent<DecodeResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export type Pixels = Uint8ClampedArray<ArrayBuffer>;

interface Job {
  hash: string;
  width: number;
  height: number;
  resolve(pixels: Pixels | null): void;
}

interface Slot {
  worker: WorkerLike;
  job: (Job & { id: number }) | null;
}

/**
 * At most `maxWorkers` workers, each decoding one hash at a time. Workers are created only when
 * a request finds every existing one busy, and kept for the next requests; the rest wait in a
 * queue. A failure (a worker that errors or cannot be created) answers null and is only logged,
 * as spec 001 §9 asks: a missing placeholder is not worth interrupting anyone for.
 */
export class BlurhashWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly createWorker: () => WorkerLike,
    readonly maxWorkers: number,
  ) {}

  get workerCount(): number {
    return this.slots.length;
  }

  get queuedCount(): number {
    return this.queue.length;
  }

  decode(hash: string, width: number, height: number): Promise<Pixels | null> {
    return new Promise((resolve) => {
      this.queue.push({ hash, width, height, resolve });
      this.pump();
    });
  }

  /** Ends every worker; queued and running requests answer null. */
  terminate(): void {
    for (const slot of this.slots.splice(0)) {
      slot.worker.terminate();
      slot.job?.resolve(null);
    }
    for (const job of this.queue.splice(0)) job.resolve(null);
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.job === null) ?? this.spawn();
      if (slot === undefined) return;
      const job = this.queue.shift();
      if (!job) return;
      if (slot === null) {
        job.resolve(null);
        continue;
      }
      const id = this.nextId++;
      slot.job = { ...job, id };
      try {
        slot.worker.postMessage({ id, hash: job.hash, width: job.width, height: job.height });
      } catch (error) {
        console.warn('blurhash: could not reach a worker', error);
        this.retire(slot);
        job.resolve(null);
      }
    }
  }

  /** A new slot; undefined when the pool is full (wait), null when a worker cannot be made. */
  private spawn(): Slot | null | undefined {
    if (this.slots.length >= this.maxWorkers) return undefined;
    let worker: WorkerLike;
    try {
      worker = this.createWorker();
    } catch (error) {
      console.warn('blurhash: could not start a worker', error);
      return null;
    }
    const slot: Slot = { worker, job: null };
    worker.onmessage = (event) => {
      const job = slot.job;
      if (!job || event.data.id !== job.id) return;
      slot.job = null;
      if ('error' in event.data) {
        console.warn(`blurhash: could not decode ${job.hash}: ${event.data.error}`);
        job.resolve(null);
      } else {
        job.resolve(event.data.pixels);
      }
      this.pump();
    };
    worker.onerror = (event) => {
      console.warn('blurhash: a worker failed', event);
      const job = slot.job;
      this.retire(slot);
      job?.resolve(null);
      // The next request gets a fresh worker in its place.
      this.pump();
    };
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    slot.job = null;
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    slot.worker.terminate();
  }
}
