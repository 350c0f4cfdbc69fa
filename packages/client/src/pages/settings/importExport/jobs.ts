// The server's own record of the user's import and export jobs (issue 22), read from Shiori's
// extension endpoint i/import-export/jobs. Misskey has no such endpoint and sends nothing when
// an import ends, so the page asks only servers that list it (instance/capabilities) and polls
// while a job runs.

export interface ServerJob {
  id: string;
  direction: 'import' | 'export';
  /** Misskey's entity name: following, muting, blocking, userList, antenna, note… */
  entity: string;
  state: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** Rows of an import that named no account the server knows. */
  skipped: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The jobs of an answer, leaving out anything not shaped like one. */
export function jobsOf(answer: unknown): ServerJob[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (job): job is ServerJob =>
      isRecord(job) &&
      typeof job.id === 'string' &&
      (job.direction === 'import' || job.direction === 'export') &&
      typeof job.entity === 'string' &&
      (job.state === 'running' || job.state === 'done' || job.state === 'failed') &&
      typeof job.done === 'number' &&
      typeof job.total === 'number' &&
      typeof job.skipped === 'number' &&
      typeof job.createdAt === 'string',
  );
}

/** The newest import of `entity`, if the server has one (jobs come newest first). */
export function latestImport(jobs: readonly ServerJob[], entity: string): ServerJob | undefined {
  return jobs.find((job) => job.direction === 'import' && job.entity === entity);
}

/** The two clocks differ: a job recorded up to a minute before this visit's start is that one. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The server's import to show in place of "started": the newest one, unless an import started
 * on this visit is not listed yet (then the page still says it started).
 */
export function importShown(
  server: ServerJob | undefined,
  started: { since: number } | undefined,
): ServerJob | undefined {
  if (!server) return undefined;
  if (started && Date.parse(server.createdAt) < started.since - CLOCK_SKEW_MS) return undefined;
  return server;
}

/** Polled this often while a job runs: an import of thousands of rows takes seconds. */
export const POLL_MS = 1000;

export interface JobPollerOptions {
  fetch(): Promise<unknown>;
  onJobs(jobs: ServerJob[]): void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Reads the jobs now and again every POLL_MS while any of them runs; `refresh` reads at once
 * (a job was just started) and `stop` ends it (the page was left). A failed read ends polling
 * until the next refresh: the page then shows what it last knew.
 */
export function startJobPoller(options: JobPollerOptions): { refresh(): void; stop(): void } {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let stopped = false;
  let generation = 0;

  const read = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const mine = ++generation;
    options
      .fetch()
      .then((answer) => {
        if (stopped || mine !== generation) return;
        const jobs = jobsOf(answer);
        options.onJobs(jobs);
        if (jobs.some((job) => job.state === 'running')) timer = setTimer(read, POLL_MS);
      })
      .catch(() => {});
  };

  read();
  return {
    refresh: () => {
      if (!stopped) read();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
