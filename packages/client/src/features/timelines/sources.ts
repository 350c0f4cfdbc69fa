import type * as Misskey from 'misskey-js';
import type { TimelineFilter } from '@/settings';

export const TIMELINE_TABS = ['home', 'local', 'social', 'global'] as const;
export type TimelineTab = (typeof TIMELINE_TABS)[number];

export interface TimelinePolicies {
  ltlAvailable: boolean;
  gtlAvailable: boolean;
}

/** Home always; local and social need ltlAvailable, global needs gtlAvailable (spec 000 §3). */
export function availableSources(policies: TimelinePolicies | null | undefined): TimelineTab[] {
  return TIMELINE_TABS.filter((tab) => {
    if (tab === 'home') return true;
    if (tab === 'global') return policies?.gtlAvailable === true;
    return policies?.ltlAvailable === true;
  });
}

/** The saved source when it is offered, else home. */
export function effectiveSource(saved: string, available: readonly TimelineTab[]): TimelineTab {
  return (available as readonly string[]).includes(saved) ? (saved as TimelineTab) : 'home';
}

export const SOURCE_ENDPOINTS = {
  home: 'notes/timeline',
  local: 'notes/local-timeline',
  social: 'notes/hybrid-timeline',
  global: 'notes/global-timeline',
} as const;

/** Endpoints that answer a page of notes: what a timeline of any source can read. */
export type NotesEndpoint = {
  [E in keyof Misskey.Endpoints]: Misskey.Endpoints[E]['res'] extends Misskey.entities.Note[] ? E : never;
}[keyof Misskey.Endpoints];

/**
 * A note source beyond the four built-in tabs: a list's, an antenna's, a channel's notes. The
 * timeline pages `endpoint` with `params` (plus limit and untilId), and when `channel` is given
 * it joins that streaming channel with `channelParams` for new notes.
 */
export interface NoteSource {
  endpoint: NotesEndpoint;
  params: Record<string, unknown>;
  channel?: keyof Misskey.Channels;
  channelParams?: Record<string, unknown>;
}

export const SOURCE_CHANNELS = {
  home: 'homeTimeline',
  local: 'localTimeline',
  social: 'hybridTimeline',
  global: 'globalTimeline',
} as const;

type NoteLike = Pick<Misskey.entities.Note, 'text' | 'cw' | 'replyId' | 'renoteId' | 'fileIds' | 'files'> & {
  poll?: unknown;
};

function isPureRenote(note: NoteLike): boolean {
  return note.renoteId != null && !note.text && !note.cw && (note.fileIds?.length ?? 0) === 0 && !note.poll;
}

/**
 * Whether a note passes the header's filters. The server applies withReplies, withRenotes and
 * onlyFiles to pages it sends; streamed notes and the two client-only flags are checked here.
 */
export function passesFilter(note: NoteLike, filter: TimelineFilter): boolean {
  if (!filter.withRenotes && isPureRenote(note)) return false;
  if (!filter.withReplies && note.replyId != null) return false;
  const files = note.files ?? [];
  if (filter.onlyFiles && files.length === 0) return false;
  if (!filter.withSensitive && files.some((file) => file.isSensitive)) return false;
  if (filter.withCw && !note.cw) return false;
  return true;
}
