import { describe, expect, it, vi } from 'vitest';
import { CLAIM_SPACING_MS, createClaimer } from './claimer';

function setup(held: string[] = []) {
  const sent: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let current: string | null = 'me';
  const claimer = createClaimer('me', {
    claim: vi.fn(async (name: string) => {
      sent.push(name);
    }),
    currentAccountId: () => current,
    held: () => new Set(held),
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  const tick = () => timers.shift()?.run();
  return { claimer, sent, timers, tick, switchAccount: () => (current = 'other') };
}

describe('createClaimer', () => {
  it('sends one claim at a time, 500 ms apart', () => {
    const { claimer, sent, timers, tick } = setup();
    claimer.add(['notes1', 'login3']);
    expect(sent).toEqual(['notes1']);
    expect(timers.map((t) => t.ms)).toEqual([CLAIM_SPACING_MS]);
    expect(CLAIM_SPACING_MS).toBe(500);
    tick();
    expect(sent).toEqual(['notes1', 'login3']);
  });

  it('skips names already held and names already asked for', () => {
    const { claimer, sent, tick } = setup(['notes1']);
    claimer.add(['notes1', 'notes10']);
    tick();
    claimer.add(['notes10']);
    tick();
    expect(sent).toEqual(['notes10']);
  });

  it('drops the rest of the queue when the account changed', () => {
    const { claimer, sent, tick, switchAccount } = setup();
    claimer.add(['notes1', 'notes10', 'notes100']);
    switchAccount();
    tick();
    expect(sent).toEqual(['notes1']);
  });
});
