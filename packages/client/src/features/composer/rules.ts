import { NOTE_MAX_FILES } from '@/constants';
import { pollPayload, pollProblem } from './poll/pollRules';
import type { ComposerMode, DriveFile, PollDraft, ReactionAcceptance, Visibility } from './types';

export const DEFAULT_MAX_TEXT_LENGTH = 1000;
/** The counter appears once fewer characters than this remain. */
export const COUNTER_THRESHOLD = 100;

/** Characters counted against the limit: the text plus what an input method is composing. */
export function textLength(text: string, composition: string): number {
  return Array.from(text + composition).length;
}

export interface CounterState {
  visible: boolean;
  remaining: number;
  over: boolean;
}

export function counterState(length: number, max: number): CounterState {
  const remaining = max - length;
  return { visible: remaining < COUNTER_THRESHOLD, remaining, over: remaining < 0 };
}

export interface PostableState {
  busy: boolean;
  /** Files still on their way to the drive: posting now would leave them off the note. */
  uploading: boolean;
  text: string;
  composition: string;
  maxTextLength: number;
  useCw: boolean;
  cw: string;
  files: readonly DriveFile[];
  poll: PollDraft | null;
  /** A renote or quote target. */
  hasRenote: boolean;
  /** A scheduled time in the past cannot be posted. */
  scheduleValid: boolean;
}

export type PostBlocker =
  | 'busy'
  | 'uploading'
  | 'empty'
  | 'tooLong'
  | 'tooManyFiles'
  | 'cwRequired'
  | 'pollInvalid'
  | 'scheduleInvalid'
  | null;

/** Why the note cannot be posted right now (spec 001 §5), or null when it can. */
export function postBlocker(state: PostableState): PostBlocker {
  if (state.busy) return 'busy';
  if (state.uploading) return 'uploading';
  const hasContent =
    state.text.trim() !== '' || state.files.length > 0 || state.poll !== null || state.hasRenote;
  if (!hasContent) return 'empty';
  if (textLength(state.text, state.composition) > state.maxTextLength) return 'tooLong';
  // The counter warns above the limit; the server would refuse the note anyway.
  if (state.files.length > NOTE_MAX_FILES) return 'tooManyFiles';
  if (state.useCw && state.cw.trim() === '') return 'cwRequired';
  if (state.poll && pollProblem(state.poll)) return 'pollInvalid';
  if (!state.scheduleValid) return 'scheduleInvalid';
  return null;
}

export function canPost(state: PostableState): boolean {
  return postBlocker(state) === null;
}

export type SubmitIcon = 'check' | 'clock' | 'reply' | 'quote' | 'send';

/** The submit button's icon: posted beats scheduled beats reply beats quote. */
export function submitIcon(state: {
  posted: boolean;
  scheduled: boolean;
  isReply: boolean;
  isQuote: boolean;
}): SubmitIcon {
  if (state.posted) return 'check';
  if (state.scheduled) return 'clock';
  if (state.isReply) return 'reply';
  if (state.isQuote) return 'quote';
  return 'send';
}

export interface PayloadInput {
  mode: ComposerMode;
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  visibleUserIds: string[];
  files: readonly DriveFile[];
  poll: PollDraft | null;
  reactionAcceptance: ReactionAcceptance;
  replyId: string | null;
  renoteId: string | null;
  channelId: string | null;
  scheduledAt: number | null;
  /** The note being edited (update mode). */
  noteId: string | null;
}

/** The body of notes/create (or notes/update with `noteId`), Misskey's shape. */
export function notePayload(input: PayloadInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    text: input.text.trim() === '' ? null : input.text,
    cw: input.useCw ? input.cw : null,
    visibility: input.visibility,
    localOnly: input.localOnly,
    reactionAcceptance: input.reactionAcceptance,
  };
  if (input.visibility === 'specified') body.visibleUserIds = input.visibleUserIds;
  if (input.files.length > 0) body.fileIds = input.files.map((file) => file.id);
  if (input.poll) body.poll = pollPayload(input.poll);
  if (input.replyId) body.replyId = input.replyId;
  if (input.renoteId) body.renoteId = input.renoteId;
  if (input.channelId) body.channelId = input.channelId;
  if (input.scheduledAt !== null) body.schedule = { scheduledAt: input.scheduledAt };
  if (input.mode === 'update' && input.noteId) body.noteId = input.noteId;
  return body;
}
