import { describe, expect, it } from 'vitest';
import { createJamAlarm, JAM_REPEAT_MS, jammedQueues } from './jamAlarm';

const idle = { deliver: { waiting: 0, active: 2 }, scheduledNote: { waiting: 0 } };
const jammed = { deliver: { waiting: 0 }, scheduledNote: { waiting: 3 } };

function alarmAt() {
  let clock = 10_000;
  const played: number[] = [];
  const alarm = createJamAlarm(
    () => played.push(clock),
    () => clock,
  );
  return {
    played,
    sample(stats: Parameters<typeof alarm>[0], enabled = true, advance = 1_000) {
      clock += advance;
      return alarm(stats, enabled);
    },
  };
}

describe('the job queue alarm', () => {
  it('names the queues with jobs waiting, whatever else they hold', () => {
    expect(jammedQueues(idle)).toEqual([]);
    expect(jammedQueues(jammed)).toEqual(['scheduledNote']);
    expect(jammedQueues({ inbox: undefined, thumbnail: { waiting: '4' } })).toEqual([]);
  });

  it('stays quiet while the sound setting is off, even when jobs wait', () => {
    const { played, sample } = alarmAt();
    expect(sample(jammed, false)).toBe(false);
    expect(sample(jammed, false)).toBe(false);
    expect(played).toEqual([]);
  });

  it('stays quiet while nothing waits', () => {
    const { played, sample } = alarmAt();
    expect(sample(idle)).toBe(false);
    expect(played).toEqual([]);
  });

  it('sounds when a queue jams, and again only every few seconds while it stays jammed', () => {
    const { played, sample } = alarmAt();
    expect(sample(idle)).toBe(false);
    expect(sample(jammed)).toBe(true);
    // The next samples a second apart: no repeat until JAM_REPEAT_MS has passed.
    const repeatsWithin = Math.ceil(JAM_REPEAT_MS / 1_000) - 1;
    for (let i = 0; i < repeatsWithin; i++) expect(sample(jammed)).toBe(false);
    expect(sample(jammed)).toBe(true);
    expect(played).toHaveLength(2);
    expect(played[1]! - played[0]!).toBeGreaterThanOrEqual(JAM_REPEAT_MS);
  });

  it('sounds at once when the setting is switched on during a jam', () => {
    const { played, sample } = alarmAt();
    sample(jammed, false);
    expect(sample(jammed, true)).toBe(true);
    expect(played).toHaveLength(1);
  });
});
