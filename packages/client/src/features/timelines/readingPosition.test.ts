import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_POSITIONS,
  POSITION_TTL_MS,
  PositionSaver,
  positionKey,
  readPosition,
  writePosition,
} from './readingPosition';

const HOUR = 60 * 60 * 1000;

describe('saved reading positions', () => {
  it('keeps one position per account and timeline', () => {
    const aliceHome = positionKey('https://a.example', 'alice', 'home');
    const aliceLocal = positionKey('https://a.example', 'alice', 'local');
    const bobHome = positionKey('https://a.example', 'bob', 'home');
    const otherServer = positionKey('https://b.example', 'alice', 'home');
    writePosition(aliceHome, 'n1', 1000);
    writePosition(aliceLocal, 'n2', 1000);
    writePosition(bobHome, 'n3', 1000);
    expect(readPosition(aliceHome, 2000)?.id).toBe('n1');
    expect(readPosition(aliceLocal, 2000)?.id).toBe('n2');
    expect(readPosition(bobHome, 2000)?.id).toBe('n3');
    expect(readPosition(otherServer, 2000)).toBeNull();
    writePosition(aliceHome, 'n9', 3000);
    expect(readPosition(aliceHome, 4000)).toEqual({ id: 'n9', at: 3000 });
  });

  it('forgets a position older than a day', () => {
    const key = positionKey('https://a.example', 'alice', 'home');
    writePosition(key, 'n1', 0);
    expect(readPosition(key, POSITION_TTL_MS)?.id).toBe('n1');
    expect(readPosition(key, POSITION_TTL_MS + 1)).toBeNull();
  });

  it('keeps only the timelines used last', () => {
    for (let n = 0; n < MAX_POSITIONS + 5; n += 1) writePosition(`key${n}`, `n${n}`, n * 1000);
    const now = (MAX_POSITIONS + 5) * 1000;
    expect(readPosition('key0', now)).toBeNull();
    expect(readPosition('key4', now)).toBeNull();
    expect(readPosition('key5', now)?.id).toBe('n5');
    expect(readPosition(`key${MAX_POSITIONS + 4}`, now)?.id).toBe(`n${MAX_POSITIONS + 4}`);
  });

  it('ignores storage that is not its own shape', () => {
    localStorage.setItem('readingPositions', '{"k":{"id":5},"j":"x"');
    expect(readPosition('k', 0)).toBeNull();
    localStorage.setItem('readingPositions', '{"k":{"id":5,"at":0},"j":{"id":"n","at":0}}');
    expect(readPosition('k', 0)).toBeNull();
    expect(readPosition('j', 0)?.id).toBe('n');
  });
});

describe('the position saver', () => {
  let clock = 0;
  const writes: Array<[string, string, number]> = [];
  const saver = () =>
    new PositionSaver(
      (key, id, now) => writes.push([key, id, now]),
      () => clock,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 10 * HOUR;
    writes.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  function advance(ms: number) {
    clock += ms;
    vi.advanceTimersByTime(ms);
  }

  it('writes at most once a second, the latest note last', () => {
    const s = saver();
    s.note('home', 'n1');
    expect(writes).toEqual([['home', 'n1', clock]]);
    for (let n = 2; n <= 9; n += 1) {
      advance(100);
      s.note('home', `n${n}`);
    }
    expect(writes).toHaveLength(1);
    advance(199);
    expect(writes).toHaveLength(1);
    advance(1);
    expect(writes).toEqual([
      ['home', 'n1', 10 * HOUR],
      ['home', 'n9', 10 * HOUR + 1000],
    ]);
    advance(5000);
    expect(writes).toHaveLength(2);
  });

  it('writes what waits at once when flushed (pagehide)', () => {
    const s = saver();
    s.note('home', 'n1');
    advance(300);
    s.note('home', 'n2');
    s.flush();
    expect(writes.map(([, id]) => id)).toEqual(['n1', 'n2']);
    advance(2000);
    expect(writes).toHaveLength(2);
    s.flush();
    expect(writes).toHaveLength(2);
  });

  it('writes the last timeline’s position before noting another', () => {
    const s = saver();
    s.note('home', 'n1');
    advance(100);
    s.note('home', 'n2');
    s.note('local', 'm1');
    expect(writes.map(([key, id]) => `${key}:${id}`)).toEqual(['home:n1', 'home:n2']);
    advance(1000);
    expect(writes.map(([key, id]) => `${key}:${id}`)).toEqual(['home:n1', 'home:n2', 'local:m1']);
  });

  it('drops what waits when the setting is turned off', () => {
    const s = saver();
    s.note('home', 'n1');
    advance(100);
    s.note('home', 'n2');
    s.drop();
    advance(2000);
    s.flush();
    expect(writes.map(([, id]) => id)).toEqual(['n1']);
  });
});
