import { describe, expect, it } from 'vitest';
import { MountQueue } from './mountQueue';

/** A queue on a hand-driven clock and scheduler: `tick()` runs the next scheduled task. */
function harness(budgetMs = 8) {
  let clock = 0;
  const tasks: Array<() => void> = [];
  const queue = new MountQueue(
    budgetMs,
    (run) => tasks.push(run),
    () => clock,
  );
  return {
    queue,
    advance: (ms: number) => {
      clock += ms;
    },
    pendingTasks: () => tasks.length,
    tick: () => tasks.shift()?.(),
  };
}

describe('MountQueue', () => {
  it('builds nothing in the task that queues, then in first-come order', () => {
    const { queue, tick, pendingTasks } = harness();
    const built: string[] = [];
    queue.enqueue(() => built.push('a'));
    queue.enqueue(() => built.push('b'));
    expect(built).toEqual([]);
    expect(pendingTasks()).toBe(1);
    tick();
    expect(built).toEqual(['a', 'b']);
    expect(pendingTasks()).toBe(0);
  });

  it('stops a task once its budget is spent and goes on in the next task', () => {
    const { queue, tick, advance, pendingTasks } = harness(8);
    const built: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      queue.enqueue(() => {
        built.push(name);
        advance(5); // each piece takes 5 ms
      });
    }
    tick();
    // a (5 ms) leaves budget, b brings the task to 10 ms: over 8, so the task ends there.
    expect(built).toEqual(['a', 'b']);
    expect(pendingTasks()).toBe(1);
    tick();
    expect(built).toEqual(['a', 'b', 'c', 'd']);
  });

  it('always builds at least one piece per task, however slow', () => {
    const { queue, tick, advance } = harness(8);
    const built: string[] = [];
    queue.enqueue(() => {
      built.push('slow');
      advance(40);
    });
    queue.enqueue(() => built.push('next'));
    tick();
    expect(built).toEqual(['slow']);
    tick();
    expect(built).toEqual(['slow', 'next']);
  });

  it('forgets a piece taken out before its turn (a row scrolled away)', () => {
    const { queue, tick } = harness();
    const built: string[] = [];
    const cancel = queue.enqueue(() => built.push('gone'));
    queue.enqueue(() => built.push('kept'));
    cancel();
    tick();
    expect(built).toEqual(['kept']);
    expect(queue.size).toBe(0);
  });

  it('keeps going after a piece that throws', () => {
    const { queue, tick } = harness();
    const built: string[] = [];
    const quiet = console.error;
    console.error = () => {};
    try {
      queue.enqueue(() => {
        throw new Error('broken');
      });
      queue.enqueue(() => built.push('after'));
      tick();
    } finally {
      console.error = quiet;
    }
    expect(built).toEqual(['after']);
  });
});
