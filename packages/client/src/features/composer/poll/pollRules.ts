import type { PollDraft } from '../types';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 10;

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';
export const UNIT_MS: Record<DurationUnit, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** Local midnight at the start of tomorrow: the default end of a poll and of a schedule. */
export function tomorrowMidnight(now: Date = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

export function emptyPoll(): PollDraft {
  return { choices: ['', ''], multiple: false, expiresAt: null, expiredAfter: null };
}

export function filledChoices(poll: PollDraft): string[] {
  return poll.choices.filter((choice) => choice.trim() !== '');
}

export type PollProblem = 'tooFewChoices' | 'expiryInvalid' | null;

/** What keeps the poll from being posted, if anything. */
export function pollProblem(poll: PollDraft): PollProblem {
  if (filledChoices(poll).length < MIN_CHOICES) return 'tooFewChoices';
  if (poll.expiredAfter !== null && !(poll.expiredAfter >= UNIT_MS.second)) return 'expiryInvalid';
  return null;
}

export function canAddChoice(poll: PollDraft): boolean {
  return poll.choices.length < MAX_CHOICES;
}

/** A duration in the largest unit that divides it exactly, as the editor shows it. */
export function splitDuration(ms: number): { amount: number; unit: DurationUnit } {
  for (const unit of ['day', 'hour', 'minute'] as const) {
    if (ms % UNIT_MS[unit] === 0) return { amount: ms / UNIT_MS[unit], unit };
  }
  return { amount: Math.max(1, Math.round(ms / UNIT_MS.second)), unit: 'second' };
}

/** The `poll` of notes/create. */
export function pollPayload(poll: PollDraft): {
  choices: string[];
  multiple: boolean;
  expiresAt?: number;
  expiredAfter?: number;
} {
  return {
    choices: filledChoices(poll),
    multiple: poll.multiple,
    ...(poll.expiresAt !== null ? { expiresAt: poll.expiresAt } : {}),
    ...(poll.expiresAt === null && poll.expiredAfter !== null ? { expiredAfter: poll.expiredAfter } : {}),
  };
}
