import type * as Misskey from 'misskey-js';
import { isHttpUrl } from '@/users/httpUrl';

/** The places an ad is made for (admin/ad/create's `place`; features/ads picks by them). */
export const AD_PLACES = ['square', 'horizontal', 'horizontal-big', 'vertical'] as const;
export type AdPlace = (typeof AD_PLACES)[number];

export type AdPriority = 'high' | 'middle' | 'low';
export const AD_PRIORITIES: AdPriority[] = ['high', 'middle', 'low'];

/** The form's fields as typed: dates as `datetime-local` text, the ratio as text. */
export interface AdDraft {
  url: string;
  imageUrl: string;
  memo: string;
  place: AdPlace;
  priority: AdPriority;
  ratio: string;
  startsAt: string;
  expiresAt: string;
  /** Misskey's bits: bit 0 Sunday … bit 6 Saturday; none set is every day. */
  dayOfWeek: number;
  isSensitive: boolean;
}

/** What admin/ad/create takes (update takes the same plus the id). */
export type AdParams = Omit<Misskey.entities.AdminAdCreateRequest, 'isSensitive'> & { isSensitive: boolean };

export type AdProblem = 'url' | 'imageUrl' | 'ratio' | 'startsAt' | 'expiresAt' | 'period';
export type AdProblems = Partial<Record<AdProblem, true>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as a `datetime-local` input shows it (the reader's time, to the minute). */
export function toLocalInput(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new ad: wide, middle priority, ratio 1, from now for a week, every day. */
export function emptyDraft(now = Date.now()): AdDraft {
  return {
    url: '',
    imageUrl: '',
    memo: '',
    place: 'horizontal',
    priority: 'middle',
    ratio: '1',
    startsAt: toLocalInput(now),
    expiresAt: toLocalInput(now + 7 * DAY_MS),
    dayOfWeek: 0,
    isSensitive: false,
  };
}

export function draftOf(ad: Misskey.entities.Ad): AdDraft {
  return {
    url: ad.url,
    imageUrl: ad.imageUrl,
    memo: ad.memo,
    place: ad.place as AdPlace,
    priority: (AD_PRIORITIES as string[]).includes(ad.priority) ? (ad.priority as AdPriority) : 'middle',
    ratio: String(ad.ratio),
    startsAt: toLocalInput(Date.parse(ad.startsAt)),
    expiresAt: toLocalInput(Date.parse(ad.expiresAt)),
    dayOfWeek: ad.dayOfWeek,
    isSensitive: ad.isSensitive ?? false,
  };
}

/**
 * Checks the draft: http(s) link and picture (clients show nothing else), a whole ratio of 0
 * or more, both dates, and an end after the start. The parameters when it is fine.
 */
export function checkDraft(draft: AdDraft): { problems: AdProblems; params: AdParams | null } {
  const problems: AdProblems = {};
  if (!isHttpUrl(draft.url.trim())) problems.url = true;
  if (!isHttpUrl(draft.imageUrl.trim())) problems.imageUrl = true;
  const ratio = /^\d+$/.test(draft.ratio.trim()) ? Number(draft.ratio.trim()) : Number.NaN;
  if (!Number.isSafeInteger(ratio)) problems.ratio = true;
  const startsAt = Date.parse(draft.startsAt);
  const expiresAt = Date.parse(draft.expiresAt);
  if (Number.isNaN(startsAt)) problems.startsAt = true;
  if (Number.isNaN(expiresAt)) problems.expiresAt = true;
  if (!problems.startsAt && !problems.expiresAt && expiresAt <= startsAt) problems.period = true;
  if (Object.keys(problems).length > 0) return { problems, params: null };
  return {
    problems,
    params: {
      url: draft.url.trim(),
      imageUrl: draft.imageUrl.trim(),
      memo: draft.memo,
      place: draft.place,
      priority: draft.priority,
      ratio,
      startsAt,
      expiresAt,
      dayOfWeek: draft.dayOfWeek & 0b1111111,
      isSensitive: draft.isSensitive,
    },
  };
}
