/**
 * Takes a sample every `intervalMs` while anyone listens, and only then: the first listener
 * starts the timer, the last one to leave stops it and forgets the samples (a gap in a history
 * would read as a quiet time). Keeps the newest `keep` samples, newest first, for `requestLog`.
 */
export class Sampler<T> {
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(sample: T) => void>();
  private history: T[] = [];

  constructor(
    private readonly options: {
      intervalMs: number;
      /** Called as sampling starts, to take the readings later samples are measured against. */
      begin?: () => void;
      /** The next sample; null skips this tick. */
      take: () => T | null;
      keep?: number;
      /** Takes the first sample as sampling starts rather than one interval later (Misskey's queue). */
      immediate?: boolean;
    },
  ) {}

  get sampling(): boolean {
    return this.timer !== null;
  }

  subscribe(listener: (sample: T) => void): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** The newest `length` samples, newest first. */
  log(length: number): T[] {
    return this.history.slice(0, Math.max(0, Math.floor(length)));
  }

  private start(): void {
    this.options.begin?.();
    this.timer = setInterval(() => this.tick(), this.options.intervalMs);
    // An open socket keeps the process alive; the sampler alone must not.
    this.timer.unref();
    // After the listener is added: the first sample reaches it.
    if (this.options.immediate) queueMicrotask(() => this.timer && this.tick());
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.history = [];
  }

  private tick(): void {
    let sample: T | null;
    try {
      sample = this.options.take();
    } catch {
      return; // the database closed under a sample (the app shut down): skip it
    }
    if (sample === null) return;
    this.history.unshift(sample);
    if (this.history.length > (this.options.keep ?? 200)) this.history.pop();
    for (const listener of [...this.listeners]) listener(sample);
  }
}
