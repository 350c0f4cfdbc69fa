import { values } from '@syuilo/aiscript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS } from './permissions';
import { createSandbox, type Sandbox, type ScriptFailure } from './sandbox';
import { fakeHost } from './testHost';

const BUDGET = 5_000;
let sandbox: Sandbox | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  sandbox?.dispose();
  sandbox = undefined;
  vi.useRealTimers();
});

/**
 * A sandbox on a slow device: `Device:work()` keeps the CPU busy for `msPerWork` of the clock (the
 * timers that fall due meanwhile fire), so the script takes few steps per second of real time: at
 * 10 ms, a loop around it takes ~2,000 steps in 10 seconds, fewer than the budget of 5,000.
 */
function slowDevice(msPerWork = 10) {
  const { host, failures, printed } = fakeHost();
  sandbox = createSandbox({
    scriptId: 'budget',
    host,
    permissions: { ...DEFAULT_PERMISSIONS, stepBudget: BUDGET },
    natives: {
      'Device:work': values.FN_NATIVE(() => {
        vi.advanceTimersByTime(msPerWork);
        return values.NULL;
      }),
    },
  });
  return { sandbox, failures, printed };
}

/** Lets the clock run (the interpreter yields to a 5 ms timer every 300 steps) until `done` or `ms`. */
async function runClock(ms: number, done: () => boolean = () => false) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await vi.advanceTimersByTimeAsync(5);
}

const budgetMessage = `stopped after ${BUDGET.toLocaleString('en-US')} steps`;

describe('the AiScript step budget', () => {
  it('stops an endless loop on a slow device (one that never took the budget within 10 seconds)', async () => {
    const { sandbox, failures } = slowDevice();
    let result: ScriptFailure | null | undefined;
    void sandbox.run('loop {\n  Device:work()\n}').then((failure) => {
      result = failure;
    });
    // ~2 steps a turn at 10 ms a turn: the budget is reached after ~25 seconds of the clock.
    await runClock(10 * 60_000, () => result !== undefined);
    expect(result).toMatchObject({ kind: 'budget', message: budgetMessage });
    expect(failures).toHaveLength(1);
  });

  it('stops a runaway timer function although another timer keeps starting short activations', async () => {
    const { sandbox, failures, printed } = slowDevice();
    const failure = await sandbox.run(
      [
        'var ticks = 0',
        'Async:interval(50, @() { ticks += 1 })',
        'Async:timeout(10, @() { loop { Device:work() } })',
        'Ui:render([Ui:C:button({ text: "Ticks", onClick: @() { <: ticks } }, "ticks")])',
      ].join('\n'),
    );
    expect(failure).toBeNull();
    await runClock(10 * 60_000, () => failures.length > 0);
    expect(failures[0]).toMatchObject({ kind: 'budget', message: budgetMessage });
    // The runaway is over; (a tick that stepped while the shared count was over the budget was
    // stopped with it) the other timer goes on ticking, and no longer fails.
    const stopped = failures.length;
    const button = sandbox.ui.get('ticks');
    if (button?.type !== 'button') throw new Error('no button');
    await button.onClick?.();
    await runClock(60_000);
    await button.onClick?.();
    const [before, after] = printed.map(Number);
    expect(after).toBeGreaterThan((before ?? Number.POSITIVE_INFINITY) + 1_000);
    expect(failures).toHaveLength(stopped);
  });

  it('lets a long-lived app run for minutes: many short timer functions, presses and a paced loop', async () => {
    const { sandbox, failures, printed } = slowDevice(1);
    // The main run is a loop that never ends: it is still running when the clock stops.
    void sandbox.run(
      [
        'var ticks = 0',
        'var beats = 0',
        // Each tick takes ~100 steps; in five minutes they add up to a hundred budgets.
        'Async:interval(50, @() {',
        '  ticks += 1',
        '  for (let i, 10) { Device:work() }',
        '})',
        'Ui:render([Ui:C:button({ text: "Count", onClick: @() { <: `{ticks} {beats}` } }, "count")])',
        // A loop that waits on the host each turn gives the event loop back: not a runaway.
        'loop {',
        '  Core:sleep(200)',
        '  beats += 1',
        '  for (let i, 10) { Device:work() }',
        '}',
      ].join('\n'),
    );
    await runClock(5 * 60_000, () => failures.length > 0);
    const button = sandbox.ui.get('count');
    if (button?.type !== 'button') throw new Error('no button');
    await button.onClick?.();
    expect(failures).toEqual([]);
    const [ticks, beats] = (printed[0] ?? '').split(' ').map(Number);
    expect(ticks).toBeGreaterThan(5_000);
    expect(beats).toBeGreaterThan(1_000);
  });
});
