import { describe, expect, it } from 'vitest';
import { dataSummary, dueAt, firstBusyQueue, jobActions } from './queueJobs';

describe('queue jobs', () => {
  it('offers retry only for failed jobs and remove for any job not running', () => {
    expect(jobActions('failed')).toEqual({ retry: true, remove: true });
    expect(jobActions('delayed')).toEqual({ retry: false, remove: true });
    expect(jobActions('active')).toEqual({ retry: false, remove: false });
  });

  it('gives a delayed job its due time', () => {
    expect(dueAt({ timestamp: 1000, delay: 500 })).toBe(1500);
  });

  it('shortens long data to one line', () => {
    expect(dataSummary({ a: 1 })).toBe('{"a":1}');
    const long = dataSummary({ text: 'x'.repeat(500) }, 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
    expect(dataSummary(undefined)).toBe('');
  });

  it('opens first the queue that has work waiting, not one with only finished jobs', () => {
    const zero = { wait: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
    expect(
      firstBusyQueue([
        { name: 'deliver', counts: { ...zero, completed: 5 } },
        { name: 'postScheduledNote', counts: { ...zero, delayed: 1 } },
      ]),
    ).toBe('postScheduledNote');
    expect(firstBusyQueue([{ name: 'deliver', counts: zero }])).toBe('deliver');
    expect(firstBusyQueue([])).toBeNull();
  });
});
