/**
 * The "make older notes followers-only / hidden" choices of the privacy page, as Misskey's
 * i/update numbers: null (no limit), a negative number of seconds (notes older than that), or a
 * positive Unix time in seconds (notes posted before that moment).
 */

const DAY = 24 * 60 * 60;

/** The ages offered, in seconds, by the name their label has. */
export const AGE_PRESETS = {
  oneDay: DAY,
  oneWeek: 7 * DAY,
  oneMonth: 30 * DAY,
  threeMonths: 90 * DAY,
  oneYear: 365 * DAY,
} as const;
export type AgePreset = keyof typeof AGE_PRESETS;

export type AgeChoice =
  | { kind: 'none' }
  | { kind: 'age'; preset: AgePreset }
  /** An age none of the presets has (set by another client): kept as it is, in days. */
  | { kind: 'otherAge'; seconds: number }
  /** A calendar day, YYYY-MM-DD in local time: notes posted before it. */
  | { kind: 'date'; date: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a moment, as YYYY-MM-DD (what a date input holds). */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** What the page shows for a stored limit. */
export function choiceOf(value: number | null | undefined): AgeChoice {
  if (value === null || value === undefined) return { kind: 'none' };
  if (value > 0) return { kind: 'date', date: localDay(value * 1000) };
  const seconds = -value;
  const preset = (Object.keys(AGE_PRESETS) as AgePreset[]).find((key) => AGE_PRESETS[key] === seconds);
  return preset ? { kind: 'age', preset } : { kind: 'otherAge', seconds };
}

/** The number to store for a choice; null for a date that is not a real day. */
export function limitValueOf(choice: AgeChoice): number | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'age':
      return -AGE_PRESETS[choice.preset];
    case 'otherAge':
      return -choice.seconds;
    case 'date': {
      const ms = new Date(`${choice.date}T00:00:00`).getTime();
      return /^\d{4}-\d{2}-\d{2}$/.test(choice.date) && !Number.isNaN(ms) ? Math.floor(ms / 1000) : null;
    }
  }
}

/** The select's value for a choice (the date itself is a separate field). */
export function selectValueOf(choice: AgeChoice): string {
  if (choice.kind === 'age') return choice.preset;
  return choice.kind;
}

/**
 * The choice the select's `value` stands for. Choosing "date" starts from today, so the limit
 * applies to nothing yet until the person picks an earlier day.
 */
export function choiceFromSelect(value: string, current: AgeChoice, now: number = Date.now()): AgeChoice {
  if (value === 'none') return { kind: 'none' };
  if (value === 'date') return current.kind === 'date' ? current : { kind: 'date', date: localDay(now) };
  if (value === 'otherAge' && current.kind === 'otherAge') return current;
  if (value in AGE_PRESETS) return { kind: 'age', preset: value as AgePreset };
  return current;
}
