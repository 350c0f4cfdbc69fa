/**
 * Where the reader was in each timeline, on this device: the note at the top of the screen,
 * per account and timeline, so a reload, a crash or a visit later the same day opens there.
 * Kept in localStorage (small, read synchronously before the first page is asked for) and
 * bounded to the timelines used last.
 */
const STORAGE_KEY = 'readingPositions';
/** Timelines remembered; the one saved longest ago is forgotten first. */
export const MAX_POSITIONS = 30;
/** A position older than this is not restored: the reader starts at the newest notes. */
export const POSITION_TTL_MS = 24 * 60 * 60 * 1000;
/** At most one write a second while scrolling (plus one on pagehide). */
export const SAVE_INTERVAL_MS = 1000;

export interface SavedPosition {
  /** The note at the top of the reader's screen. */
  id: string;
  /** When it was saved (ms since the epoch). */
  at: number;
}

type Positions = Record<string, SavedPosition>;

function readAll(): Positions {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Positions = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as Partial<SavedPosition> | null;
      if (entry && typeof entry.id === 'string' && typeof entry.at === 'number') {
        out[key] = { id: entry.id, at: entry.at };
      }
    }
    return out;
  } catch {
    return {};
  }
}

function writeAll(positions: Positions): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): the position is a convenience, not data.
  }
}

/** The key of one account's timeline: its server, its id and the timeline's source. */
export function positionKey(origin: string, accountId: string, timeline: string): string {
  return `${origin}|${accountId}|${timeline}`;
}

/** The saved position of a timeline, if there is one from the last day. */
export function readPosition(key: string, now: number): SavedPosition | null {
  const entry = readAll()[key];
  if (!entry || now - entry.at > POSITION_TTL_MS || entry.at > now + POSITION_TTL_MS) return null;
  return entry;
}

/** Saves a timeline's position, dropping the oldest entries beyond MAX_POSITIONS. */
export function writePosition(key: string, id: string, now: number): void {
  const positions = readAll();
  positions[key] = { id, at: now };
  const kept = Object.entries(positions)
    .filter(([, entry]) => now - entry.at <= POSITION_TTL_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_POSITIONS);
  writeAll(Object.fromEntries(kept));
}

/**
 * Saves the latest position at most once per SAVE_INTERVAL_MS: a scroll reports a note many
 * times a second, and each write serializes every saved timeline. `flush` writes what waits
 * at once (pagehide, unmount, another timeline).
 */
export class PositionSaver {
  private waiting: { key: string; id: string } | null = null;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly write: (key: string, id: string, now: number) => void = writePosition,
    private readonly now: () => number = () => Date.now(),
    private readonly intervalMs = SAVE_INTERVAL_MS,
  ) {}

  /** The note now at the top of `key`'s timeline. */
  note(key: string, id: string): void {
    if (this.waiting && this.waiting.key !== key) this.flush();
    this.waiting = { key, id };
    const wait = this.lastWrite + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    this.lastWrite = this.now();
    this.write(waiting.key, waiting.id, this.lastWrite);
  }

  /** Forgets what waits without writing it (the setting was turned off). */
  drop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = null;
  }
}
