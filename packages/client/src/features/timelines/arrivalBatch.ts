/**
 * Streamed notes join a list at most once per `intervalMs`: the first after a quiet moment at
 * once, the ones that follow it together at the end of the interval. At 20 notes a second each
 * note used to be a render of the list of its own, with its virtual list measuring and every
 * note shown at the top built, only to be pushed below the screen a moment later; joined ten
 * at a time, most of them are never built at all (docs/performance.md, "Streaming").
 */
export class ArrivalBatch {
  /** Newest first, as the list shows them. */
  private waiting: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFlush = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly flush: (newestFirst: string[]) => void,
    readonly intervalMs = 500,
    private readonly now: () => number = () => performance.now(),
  ) {}

  add(id: string): void {
    if (!this.waiting.includes(id)) this.waiting.unshift(id);
    if (this.timer !== null) return;
    const wait = Math.max(0, this.lastFlush + this.intervalMs - this.now());
    this.timer = setTimeout(this.run, wait);
  }

  /** Takes a note out before it joins (deleted meanwhile); true when it was waiting. */
  remove(id: string): boolean {
    const at = this.waiting.indexOf(id);
    if (at < 0) return false;
    this.waiting.splice(at, 1);
    return true;
  }

  /** Forgets what waits (the list starts over, or unmounts). */
  clear(): void {
    this.waiting = [];
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private readonly run = () => {
    this.timer = null;
    this.lastFlush = this.now();
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) this.flush(batch);
  };
}
