/**
 * Builds deferred pieces of UI a few at a time, each batch in a task of its own. A fling (the
 * wheel moving thousands of pixels at once) brings a whole window of notes into the list's
 * range, and the virtual list renders its items synchronously inside its scroll handler: with
 * notes shaped as a real server packs them (remote avatars, custom emoji, files) that one task
 * took 100–200 ms. Notes that arrive that way are queued here and built in tasks of about
 * `budgetMs` each, so the browser can paint and take input between them.
 */
export class MountQueue {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  constructor(
    private readonly budgetMs = 8,
    private readonly schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.waiting.length;
  }

  /** Queues `mount` (first come, first built); the returned function takes it out again. */
  enqueue(mount: () => void): () => void {
    this.waiting.push(mount);
    this.wake();
    return () => {
      const at = this.waiting.indexOf(mount);
      if (at >= 0) this.waiting.splice(at, 1);
    };
  }

  private wake(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    this.schedule(this.run);
  }

  /** One task: at least one mount, then more while the task is under its budget. */
  private readonly run = () => {
    this.scheduled = false;
    const started = this.now();
    do {
      const mount = this.waiting.shift();
      if (!mount) break;
      try {
        mount();
      } catch (error) {
        // One failed piece must not stop the others; React reports its own errors.
        console.error(error);
      }
    } while (this.waiting.length > 0 && this.now() - started < this.budgetMs);
    this.wake();
  };
}
