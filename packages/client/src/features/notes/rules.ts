import * as mfm from 'mfm-js';
import type * as Misskey from 'misskey-js';
import {
  NOTE_COLLAPSE_CHARS,
  NOTE_COLLAPSE_FILES,
  NOTE_COLLAPSE_LINES,
  NOTE_COLLAPSE_URLS,
} from '@/constants';
import { parseMfm } from '@/mfm';

type Note = Misskey.entities.Note;
type Poll = NonNullable<Note['poll']>;

/** MFM functions that draw text bigger than the line (spec 001 §4 "large-size markup"). */
const LARGE_FNS = new Set(['x2', 'x3', 'x4', 'scale']);

function usesLargeMarkup(text: string): boolean {
  const found = mfm.extract(parseMfm(text), (node) => node.type === 'fn' && LARGE_FNS.has(node.props.name));
  return found.length > 0;
}

/**
 * "Extra entries" (spec 001 §4) are the links a note would preview under its body: the
 * distinct http(s) URLs in its text, counted as Misskey counts its URL previews.
 */
export function extraEntries(text: string): string[] {
  const urls = mfm
    .extract(parseMfm(text), (node) => node.type === 'url' || node.type === 'link')
    .map((node) => (node.type === 'url' || node.type === 'link' ? node.props.url : ''))
    .filter((url) => /^https?:\/\//i.test(url));
  return [...new Set(urls)];
}

/**
 * Spec 001 §4/§9: a long note is folded behind "Show more", only when it has no content
 * warning and at least one holds: large-size MFM, more than 9 lines, more than 500
 * characters, at least 4 extra entries (URL previews), or 5 or more files.
 */
export function shouldCollapse(note: Pick<Note, 'cw' | 'text' | 'files'>): boolean {
  if (note.cw != null) return false;
  const text = note.text ?? '';
  if ((note.files?.length ?? 0) >= NOTE_COLLAPSE_FILES) return true;
  if (text.length > NOTE_COLLAPSE_CHARS) return true;
  if (text.split('\n').length > NOTE_COLLAPSE_LINES) return true;
  if (text && usesLargeMarkup(text)) return true;
  return text !== '' && extraEntries(text).length >= NOTE_COLLAPSE_URLS;
}

export interface CwSummaryParts {
  /** Characters in the hidden text (0 when there is none). */
  characters: number;
  hasQuote: boolean;
  files: number;
  hasPoll: boolean;
}

/** What a content warning's "Show content" button summarises (spec 001 §4). */
export function cwSummary(note: Pick<Note, 'text' | 'renoteId' | 'files' | 'poll'>): CwSummaryParts {
  return {
    characters: note.text ? [...note.text].length : 0,
    hasQuote: note.renoteId != null,
    files: note.files?.length ?? 0,
    hasPoll: note.poll != null,
  };
}

export type PollPhase = 'unvoted' | 'voted' | 'closed';

export interface PollState {
  phase: PollPhase;
  /** Choices cannot be voted (closed, or a single-choice poll already voted, or signed out is not read-only: they get the sign-in dialog). */
  readOnly: boolean;
  /** Results are shown first (closed, or voted on a single-choice poll). */
  resultsByDefault: boolean;
  /** The viewer may switch between results and voting. */
  canToggle: boolean;
  totalVotes: number;
}

/** Spec 001 §4: unvoted, voted, closed; expiry is compared to `now`, re-checked every 3 s. */
export function pollState(poll: Poll, now: number): PollState {
  const expired = poll.expiresAt != null && new Date(poll.expiresAt).getTime() <= now;
  const voted = poll.choices.some((choice) => choice.isVoted);
  const phase: PollPhase = expired ? 'closed' : voted ? 'voted' : 'unvoted';
  const readOnly = expired || (voted && !poll.multiple);
  return {
    phase,
    readOnly,
    resultsByDefault: readOnly,
    canToggle: !readOnly,
    totalVotes: poll.choices.reduce((sum, choice) => sum + choice.votes, 0),
  };
}

/** The poll after `choice` was voted: by the viewer (`mine`) or by someone else. */
export function applyPollVote(poll: Poll, choice: number, mine: boolean): Poll {
  return {
    ...poll,
    choices: poll.choices.map((entry, index) =>
      index === choice ? { ...entry, votes: entry.votes + 1, isVoted: entry.isVoted || mine } : entry,
    ),
  };
}

/** Custom emoji reactions look like `:name@host:` or `:name@.:`; anything else is a Unicode emoji. */
export function parseReaction(reaction: string): { custom: boolean; name: string; host: string | null } {
  const match = /^:([\w+-]+)(?:@([\w.-]+))?:$/.exec(reaction);
  if (!match) return { custom: false, name: reaction, host: null };
  const host = match[2] && match[2] !== '.' ? match[2] : null;
  return { custom: true, name: match[1] ?? '', host };
}

/** The reaction to send for an own reaction key (the server stores local ones as `:name@.:`). */
export function reactionToSend(reaction: string): string {
  const parsed = parseReaction(reaction);
  return parsed.custom && parsed.host === null ? `:${parsed.name}:` : reaction;
}

/**
 * A renote with no text, files or poll of its own is a "pure" renote: shown as "X renoted"
 * with the renoted note; anything else with a renote is a quote.
 */
export function isPureRenote(note: Pick<Note, 'renoteId' | 'text' | 'files' | 'poll' | 'cw'>): boolean {
  return (
    note.renoteId != null && note.text == null && note.cw == null && !note.files?.length && note.poll == null
  );
}

/**
 * `collapseRenotes` (kept simple): a pure renote is shown collapsed to one line when the
 * viewer has already reacted to the renoted note, or wrote it themselves.
 */
export function shouldCollapseRenote(note: Note, myId: string | null, enabled: boolean): boolean {
  if (!enabled || !isPureRenote(note) || !note.renote) return false;
  return note.renote.myReaction != null || (myId != null && note.renote.userId === myId);
}
