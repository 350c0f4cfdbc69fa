import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importShown, jobsOf, latestImport, POLL_MS, type ServerJob, startJobPoller } from './jobs';

const job = (over: Partial<ServerJob>): ServerJob => ({
  id: 'j1',
  direction: 'import',
  entity: 'following',
  state: 'running',
  done: 0,
  total: 1000,
  skipped: 0,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startJobPoller', () => {
  it('reads every second while a job runs and stops once none runs', async () => {
    const answers = [
      [job({ done: 200 })],
      [job({ done: 600 })],
      [job({ state: 'done', done: 1000, skipped: 3 })],
    ];
    const fetch = vi.fn(async () => answers.shift() ?? []);
    const seen: number[] = [];
    startJobPoller({ fetch, onJobs: (jobs) => seen.push(jobs[0]?.done ?? -1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([200]);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([200, 600]);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(seen).toEqual([200, 600, 1000]);
    // Nothing runs any more: no further reads.
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops polling when stopped (the page was left), and refresh reads at once', async () => {
    const fetch = vi.fn(async () => [job({})]);
    const onJobs = vi.fn();
    const poller = startJobPoller({ fetch, onJobs });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    poller.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    poller.stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onJobs).toHaveBeenCalledTimes(3);
  });

  it('does not poll when nothing runs, and a failed read does not throw', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('offline');
    });
    const onJobs = vi.fn();
    startJobPoller({ fetch, onJobs });
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onJobs).not.toHaveBeenCalled();
  });
});

describe('jobsOf and latestImport', () => {
  it('keeps well-formed jobs and finds the newest import of an entity', () => {
    const jobs = jobsOf([
      job({ id: 'e', direction: 'export' }),
      job({ id: 'new' }),
      { id: 'broken' },
      job({ id: 'old', state: 'done' }),
    ]);
    expect(jobs.map((j) => j.id)).toEqual(['e', 'new', 'old']);
    expect(latestImport(jobs, 'following')?.id).toBe('new');
    expect(latestImport(jobs, 'muting')).toBeUndefined();
    expect(jobsOf({ error: 'x' })).toEqual([]);
  });
});

describe('importShown', () => {
  it('shows the server job unless an import started on this visit is not listed yet', () => {
    const listed = job({ createdAt: '2026-01-01T00:10:00.000Z' });
    expect(importShown(listed, undefined)).toBe(listed);
    expect(importShown(listed, { since: Date.parse('2026-01-01T00:10:30.000Z') })).toBe(listed);
    expect(importShown(listed, { since: Date.parse('2026-01-01T00:20:00.000Z') })).toBeUndefined();
    expect(importShown(undefined, undefined)).toBeUndefined();
  });
});
