import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';

export type JobState = 'running' | 'completed' | 'failed';

export interface UserJob {
  id: string;
  kind: string;
  state: JobState;
  done: number;
  total: number;
  skipped: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a running job may report; each call is written to its row. */
export interface JobProgress {
  setTotal(total: number): void;
  /** One item handled (or skipped: it named nobody this instance knows). */
  step(skipped?: boolean): void;
}

interface RawJob {
  id: string;
  kind: string;
  state: JobState;
  done: number;
  total: number;
  skipped: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

function toJob(raw: RawJob): UserJob {
  return {
    id: raw.id,
    kind: raw.kind,
    state: raw.state,
    done: raw.done,
    total: raw.total,
    skipped: raw.skipped,
    error: raw.error,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

/** Progress is written at most this often (every item of a 10,000-row import would be 10,000 writes). */
const PROGRESS_EVERY = 200;

/**
 * The instance's in-process job runner for exports and imports. A job runs as soon as it is
 * added, after the request that added it has been answered; its state lives in `user_jobs`,
 * so a job cut off by a restart is marked failed when the next process starts (it is not
 * resumed: the user starts it again, as Misskey's failed jobs are retried by hand).
 */
export class JobRunner {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly ctx: InstanceContext) {}

  /** Marks jobs a previous process left running as failed. */
  failInterrupted(): number {
    return this.ctx.db
      .prepare(
        "UPDATE user_jobs SET state = 'failed', error = 'interrupted', updated_at = ? WHERE state = 'running'",
      )
      .run(new Date().toISOString()).changes;
  }

  /** The user's job of this kind still running, if any (Misskey refuses a second one of some kinds). */
  running(userId: string, kind: string): UserJob | null {
    const raw = this.ctx.db
      .prepare("SELECT * FROM user_jobs WHERE user_id = ? AND kind = ? AND state = 'running' LIMIT 1")
      .get(userId, kind) as RawJob | undefined;
    return raw ? toJob(raw) : null;
  }

  find(id: string): UserJob | null {
    const raw = this.ctx.db.prepare('SELECT * FROM user_jobs WHERE id = ?').get(id) as RawJob | undefined;
    return raw ? toJob(raw) : null;
  }

  /** The user's latest jobs, newest first. */
  listOf(userId: string, limit = 20): UserJob[] {
    return (
      this.ctx.db
        .prepare('SELECT * FROM user_jobs WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(userId, limit) as RawJob[]
    ).map(toJob);
  }

  /**
   * Records the job and starts it on the next turn of the event loop; returns its id. An import
   * names the drive file it reads, so a failed one can be run again from the admin queue.
   */
  add(
    userId: string,
    kind: string,
    work: (progress: JobProgress) => Promise<void>,
    fileId: string | null = null,
  ): string {
    const id = genId();
    const now = new Date().toISOString();
    this.ctx.db
      .prepare(
        "INSERT INTO user_jobs (id, user_id, kind, state, file_id, created_at, updated_at) VALUES (?, ?, ?, 'running', ?, ?, ?)",
      )
      .run(id, userId, kind, fileId, now, now);
    const run = this.run(id, work).finally(() => this.pending.delete(run));
    this.pending.add(run);
    return id;
  }

  /** Resolves once every job under way has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async run(id: string, work: (progress: JobProgress) => Promise<void>): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    let done = 0;
    let skipped = 0;
    let total = 0;
    let unsaved = 0;
    const save = (state: JobState, error: string | null = null) => {
      try {
        this.ctx.db
          .prepare(
            'UPDATE user_jobs SET state = ?, done = ?, total = ?, skipped = ?, error = ?, updated_at = ? WHERE id = ?',
          )
          .run(state, done, total, skipped, error, new Date().toISOString(), id);
      } catch {
        // the database closed (the app shut down); the next start marks the job failed
      }
    };
    const progress: JobProgress = {
      setTotal(n) {
        total = n;
        save('running');
      },
      step(wasSkipped = false) {
        done++;
        if (wasSkipped) skipped++;
        if (++unsaved >= PROGRESS_EVERY) {
          unsaved = 0;
          save('running');
        }
      },
    };
    try {
      await work(progress);
      save('completed');
    } catch (err) {
      save('failed', err instanceof Error ? err.message : String(err));
    }
  }
}

const runners = new WeakMap<InstanceContext, JobRunner>();

/** The instance's one job runner. */
export function jobRunner(ctx: InstanceContext): JobRunner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = new JobRunner(ctx);
    runners.set(ctx, runner);
  }
  return runner;
}

/** Lets the event loop breathe between chunks of a long job so requests are still answered. */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
