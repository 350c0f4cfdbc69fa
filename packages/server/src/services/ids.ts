import { randomInt } from 'node:crypto';

// Misskey's "aid": 8 base36 digits of milliseconds since 2000-01-01T00:00:00Z, then 2 more
// digits. The tail starts at a random value in each new millisecond (in the lower half, so
// there is room to count up) and increments for further ids in the same millisecond, so ids
// sort in creation order. Should a millisecond run out of tails, the next id borrows the
// following millisecond rather than break the order.
const EPOCH = 946684800000;
const TAIL_SPACE = 36 * 36;
/** Small backward clock steps (and borrowed milliseconds) are absorbed up to this much. */
const MAX_CLAMP_MS = 1000;

let lastTime = -1;
let counter = 0;

export function genId(now: number = Date.now()): string {
  let time = Math.max(0, now - EPOCH);
  if (time <= lastTime && lastTime - time < MAX_CLAMP_MS) {
    time = lastTime;
    counter++;
    if (counter >= TAIL_SPACE) {
      time++;
      counter = randomInt(TAIL_SPACE / 2);
    }
  } else {
    counter = randomInt(TAIL_SPACE / 2);
  }
  lastTime = time;
  return time.toString(36).padStart(8, '0') + counter.toString(36).padStart(2, '0');
}

/** The creation time encoded in an aid. */
export function parseIdDate(id: string): Date {
  return new Date(Number.parseInt(id.slice(0, 8), 36) + EPOCH);
}
