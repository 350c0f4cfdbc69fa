import type { entities } from 'misskey-js';
import { ApiError, invalidParam } from '../../api/errors.js';
import { findNote, isPureRenote, type NoteVisibility } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import { findPostChannel } from '../channels/posting.js';
import type { InstanceContext } from '../context.js';
import { isBlocking } from '../relations/index.js';
import { includesKeyword, serverSettings } from '../server-settings/index.js';
import { type CreateNoteInput, extractMentions } from './create.js';
import { extractHashtags } from './hashtags.js';
import { noteErrors } from './note-errors.js';
import { policiesOf } from './policies.js';
import { accountStanding } from './standing.js';
import { canSee, findVisibleNote } from './visibility.js';

export type ReactionAcceptance = entities.Note['reactionAcceptance'];

/** notes/create's parameters after schema validation (also what a scheduled note stores). */
export interface NoteParams {
  visibility?: NoteVisibility;
  visibleUserIds?: string[];
  cw?: string | null;
  localOnly?: boolean;
  reactionAcceptance?: ReactionAcceptance;
  noExtractMentions?: boolean;
  noExtractHashtags?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  text?: string | null;
  fileIds?: string[];
  mediaIds?: string[];
  poll?: {
    choices: string[];
    multiple?: boolean;
    expiresAt?: number | null;
    expiredAfter?: number | null;
  } | null;
}

/** A moved account may not post (Misskey's prohibitMoved). */
export function assertMayPost(ctx: InstanceContext, user: UserRow): void {
  if (accountStanding(ctx.db, user.id).movedTo !== null) throw new ApiError(noteErrors.accountMoved);
}

/**
 * Checks everything notes/create checks and turns the parameters into what createNote
 * stores. `now` is when the note will appear: a poll's expiredAfter counts from it, and a
 * poll that ends before it is refused. Throws Misskey's ApiErrors.
 */
export function prepareNote(
  ctx: InstanceContext,
  user: UserRow,
  ps: NoteParams,
  fileIds: readonly string[],
  now: number = Date.now(),
): CreateNoteInput {
  const { db } = ctx;
  assertMayPost(ctx, user);
  const policies = policiesOf(user, ctx);

  let renote = null;
  if (ps.renoteId != null) {
    renote = findNote(db, ps.renoteId);
    if (!renote || !canSee(db, user, renote)) throw new ApiError(noteErrors.noSuchRenoteTarget);
    if (isPureRenote(renote)) throw new ApiError(noteErrors.cannotReRenote);
    if (isBlocking(db, renote.userId, user.id)) throw new ApiError(noteErrors.youHaveBeenBlocked);
    if (
      renote.userId !== user.id &&
      (renote.visibility === 'followers' || renote.visibility === 'specified')
    ) {
      throw new ApiError(noteErrors.cannotRenoteDueToVisibility);
    }
    if (renote.userId === user.id && renote.visibility === 'specified') {
      throw new ApiError(noteErrors.cannotRenoteDueToVisibility);
    }
  }

  let reply = null;
  if (ps.replyId != null) {
    reply = findNote(db, ps.replyId);
    if (!reply) throw new ApiError(noteErrors.noSuchReplyTarget);
    if (!findVisibleNote(db, user, reply.id)) throw new ApiError(noteErrors.cannotReplyToInvisibleNote);
    if (isPureRenote(reply)) throw new ApiError(noteErrors.cannotReplyToPureRenote);
    if (isBlocking(db, reply.userId, user.id)) throw new ApiError(noteErrors.youHaveBeenBlocked);
  }

  const channel = findPostChannel(ctx, ps.channelId, reply, renote);

  let poll = null;
  if (ps.poll) {
    let expiresAt: number | null = null;
    if (typeof ps.poll.expiresAt === 'number') {
      if (ps.poll.expiresAt < now) throw new ApiError(noteErrors.cannotCreateAlreadyExpiredPoll);
      expiresAt = ps.poll.expiresAt;
    } else if (typeof ps.poll.expiredAfter === 'number') {
      expiresAt = now + ps.poll.expiredAfter;
      // Each part is within the dates the schema allows, their sum may not be (a 500 before).
      if (Number.isNaN(new Date(expiresAt).getTime()))
        throw invalidParam('poll', 'expiredAfter is too far ahead');
    }
    poll = {
      choices: ps.poll.choices,
      multiple: ps.poll.multiple ?? false,
      expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    };
  }

  const text = ps.text === '' ? null : (ps.text ?? null);
  // notes/create's schema already demands this; drafts are looser, so a scheduled one is
  // checked here before it can become an empty note.
  if (text === null && fileIds.length === 0 && !renote && !poll) {
    throw invalidParam('text', 'a note needs text, files, a renote or a poll');
  }
  if (poll && poll.choices.length < 2) throw invalidParam('poll', 'a poll needs at least 2 choices');
  const mentioned = ps.noExtractMentions ? [] : extractMentions(ctx, text);
  if (mentioned.length > policies.mentionLimit) throw new ApiError(noteErrors.containsTooManyMentions);
  // The administrator's word lists (Misskey's): cw and text run together, then the poll choices.
  const settings = serverSettings(db);
  const words = `${ps.cw ?? ''}${text ?? ''}\n${(poll?.choices ?? []).join('\n')}\n`;
  if (includesKeyword(words, settings.prohibitedWords))
    throw new ApiError(noteErrors.containsProhibitedWords);

  let visibility = ps.visibility ?? 'public';
  // A renote cannot be seen by more people than the note it renotes (Misskey narrows it too).
  if (renote && visibility === 'public' && renote.visibility === 'home') visibility = 'home';
  // Misskey quietly posts to home instead of refusing: the note is kept, only its reach shrinks.
  if (channel)
    visibility = 'public'; // Misskey: a channel note is public and stays on this server
  else if (
    visibility === 'public' &&
    (includesKeyword(ps.cw ?? text ?? '', settings.sensitiveWords) ||
      !policies.canPublicNote ||
      accountStanding(db, user.id).isSilenced)
  ) {
    visibility = 'home';
  }

  return {
    text,
    cw: ps.cw ?? null,
    visibility,
    visibleUserIds: channel ? [] : (ps.visibleUserIds ?? []),
    localOnly: channel ? true : (ps.localOnly ?? false),
    channelId: channel?.id ?? null,
    reply,
    renote,
    fileIds,
    poll,
    reactionAcceptance: ps.reactionAcceptance ?? null,
    noExtractMentions: ps.noExtractMentions ?? false,
    tags: ps.noExtractHashtags ? [] : extractHashtags(text),
  };
}
