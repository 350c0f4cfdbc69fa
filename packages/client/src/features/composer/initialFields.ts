import type * as Misskey from 'misskey-js';
import type { DraftType } from './drafts';
import { emptyPoll } from './poll/pollRules';
import type { ScheduledNote } from './schedule/scheduling';
import type { ComposerMode, DraftData, PollDraft, ReactionAcceptance, Visibility } from './types';

export type Note = Misskey.entities.Note;
export type UserLite = Misskey.entities.UserLite;

export interface ComposerChannel {
  id: string;
  name: string;
  color?: string;
  isLocalOnly?: boolean;
}

/** What the composer is opened for; every field is optional (a plain new note). */
export interface ComposerTarget {
  mode?: ComposerMode;
  reply?: Note | null;
  /** Quote target. */
  renote?: Note | null;
  /** Start with a mention of this user (from a profile). */
  mention?: UserLite | null;
  /** A direct note to this user. */
  specified?: UserLite | null;
  channel?: ComposerChannel | null;
  /** The note to edit (update mode) or to write again (delete and edit). */
  initialNote?: Note | null;
  /** A scheduled note deleted to be edited again. */
  initialScheduled?: ScheduledNote | null;
  initialText?: string;
  /** Starting visibility, local-only switch and files (the share page's query). */
  initialVisibility?: Visibility;
  initialLocalOnly?: boolean;
  initialFiles?: Misskey.entities.DriveFile[];
  /** Opened for a quick one-off action: no draft is loaded. */
  instant?: boolean;
}

export function resolveMode(target: ComposerTarget): ComposerMode {
  if (target.mode) return target.mode;
  if (target.reply) return 'reply';
  if (target.renote) return 'quote';
  if (target.channel) return 'channel';
  if (target.specified) return 'specified';
  if (target.mention) return 'mention';
  return 'plain';
}

/** Where this composer's draft lives (spec 001 §3): by type, unique id and aux id. */
export function draftIdentity(
  mode: ComposerMode,
  target: ComposerTarget,
): [DraftType, string | null, string | null] {
  if (mode === 'update' && target.initialNote) return ['edit', target.initialNote.id, null];
  if (target.reply) return ['reply', target.reply.id, target.channel?.id ?? null];
  if (target.renote) return ['quote', target.renote.id, target.channel?.id ?? null];
  if (target.channel) return ['channel', target.channel.id, null];
  return ['note', null, null];
}

/** Drafts load on open except for instant, mention, specified and mock composers. */
export function loadsDraft(mode: ComposerMode, target: ComposerTarget): boolean {
  if (target.instant || mode === 'mention' || mode === 'specified' || mode === 'mock') return false;
  // Writing an existing note again starts from that note, not from an older draft.
  if (mode !== 'update' && (target.initialNote || target.initialScheduled || target.initialText))
    return false;
  return true;
}

export interface FieldDefaults {
  meId: string | null;
  localHost: string | null;
  visibility: Visibility;
  localOnly: boolean;
  keepCw: boolean;
  reactionAcceptance: ReactionAcceptance;
}

export interface ComposerFields {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  /** Recipients already known as users. */
  recipients: UserLite[];
  /** Recipient ids still to be looked up (from a note or a draft). */
  pendingRecipientIds: string[];
  poll: PollDraft | null;
  scheduledAt: number | null;
  reactionAcceptance: ReactionAcceptance;
  quote: Note | null;
}

const acct = (user: { username: string; host: string | null }) =>
  user.host ? `@${user.username}@${user.host}` : `@${user.username}`;

function pollFromNote(poll: Note['poll']): PollDraft | null {
  if (!poll) return null;
  return {
    choices: poll.choices.map((choice) => choice.text),
    multiple: poll.multiple,
    expiresAt: poll.expiresAt ? Date.parse(poll.expiresAt) : null,
    expiredAfter: null,
  };
}

/** The fields a freshly opened composer starts with. */
export function initialFields(target: ComposerTarget, defaults: FieldDefaults): ComposerFields {
  const note = target.initialNote ?? null;
  const scheduled = target.initialScheduled ?? null;
  let text = note?.text ?? scheduled?.text ?? target.initialText ?? '';
  if (!note && !scheduled && !target.initialText) {
    // Replies start by addressing the author, as people expect in a conversation.
    const addressee =
      target.mention ?? (target.reply && target.reply.userId !== defaults.meId ? target.reply.user : null);
    if (addressee) text = `${acct(addressee)} `;
  }
  const cw = note?.cw ?? scheduled?.cw ?? (defaults.keepCw && target.reply?.cw ? target.reply.cw : null);
  const recipients: UserLite[] = [];
  if (target.specified) recipients.push(target.specified);
  const pendingRecipientIds = [...(note?.visibleUserIds ?? scheduled?.visibleUserIds ?? [])];
  if (target.reply?.visibility === 'specified') {
    if (target.reply.userId !== defaults.meId) recipients.push(target.reply.user);
    for (const id of target.reply.visibleUserIds ?? []) {
      if (id !== defaults.meId && id !== target.reply.userId) pendingRecipientIds.push(id);
    }
  }
  return {
    text,
    useCw: cw !== null,
    cw: cw ?? '',
    visibility:
      note?.visibility ??
      scheduled?.visibility ??
      (target.specified ? 'specified' : (target.initialVisibility ?? defaults.visibility)),
    localOnly: note?.localOnly ?? scheduled?.localOnly ?? target.initialLocalOnly ?? defaults.localOnly,
    recipients,
    pendingRecipientIds: pendingRecipientIds.filter((id) => !recipients.some((user) => user.id === id)),
    poll: pollFromNote(note?.poll) ?? scheduled?.poll ?? null,
    scheduledAt: scheduled?.scheduledAt ?? null,
    reactionAcceptance: note ? (note.reactionAcceptance as ReactionAcceptance) : defaults.reactionAcceptance,
    quote: target.renote ?? (note?.renote && note.text !== null ? note.renote : null),
  };
}

/** The fields as a draft (spec 001 §3). */
export function toDraft(fields: ComposerFields, files: DraftData['files']): DraftData {
  return {
    text: fields.text,
    useCw: fields.useCw,
    cw: fields.useCw ? fields.cw : null,
    visibility: fields.visibility,
    localOnly: fields.localOnly,
    files,
    poll: fields.poll,
    visibleUserIds: [...fields.recipients.map((user) => user.id), ...fields.pendingRecipientIds],
    quoteId: fields.quote?.id ?? null,
    reactionAcceptance: fields.reactionAcceptance,
  };
}

/** A draft's fields over the current ones (the quote stays: a draft has only its id). */
export function fromDraft(current: ComposerFields, draft: DraftData): ComposerFields {
  return {
    ...current,
    text: draft.text,
    useCw: draft.useCw,
    cw: draft.cw ?? '',
    visibility: draft.visibility,
    localOnly: draft.localOnly,
    poll: draft.poll,
    recipients: [],
    pendingRecipientIds: draft.visibleUserIds,
    reactionAcceptance: draft.reactionAcceptance,
  };
}

/** Whether closing would lose something the user wrote. */
export function hasUserContent(fields: ComposerFields, fileCount: number): boolean {
  return (
    fields.text.trim() !== '' ||
    (fields.useCw && fields.cw.trim() !== '') ||
    fileCount > 0 ||
    fields.poll !== null
  );
}

export { emptyPoll };
