import type { entities } from 'misskey-js';
import type { NoteRow } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { packDriveFile } from '../drive/pack.js';
import { findFilesInOrder } from '../drive/repository.js';
import { packUserLite } from '../user-packer.js';
import { type NoteFacts, noteCacheOf } from './note-cache.js';
import { loadMentions, loadNotes, loadPolls, loadReactionCounts, loadVisibleUsers } from './pack-loader.js';

/**
 * Reads what every viewer sees of the notes `ids`, each kind with ONE query for all of them.
 * A note the caller holds (`given`) is packed as given and not kept: the caller may have read
 * it before a change, and the cache must only hold what the database says now.
 */
function readFacts(
  ctx: InstanceContext,
  ids: readonly string[],
  given: ReadonlyMap<string, NoteRow>,
): Map<string, NoteFacts> {
  const toLoad = ids.filter((id) => !given.has(id));
  const stored = toLoad.length > 0 ? loadNotes(ctx.db, toLoad) : new Map<string, NoteRow>();
  const rows = ids.flatMap((id) => given.get(id) ?? stored.get(id) ?? []);
  if (rows.length === 0) return new Map();
  const rowIds = rows.map((r) => r.id);
  const mentions = loadMentions(ctx.db, rowIds);
  const specified = rows.filter((n) => n.visibility === 'specified').map((n) => n.id);
  const recipients = specified.length > 0 ? loadVisibleUsers(ctx.db, specified) : new Map<string, string[]>();
  const reactions = loadReactionCounts(ctx.db, rowIds);
  const withPoll = rows.filter((n) => n.hasPoll).map((n) => n.id);
  const polls = withPoll.length > 0 ? loadPolls(ctx.db, withPoll) : new Map();
  const fileIds = [...new Set(rows.flatMap((n) => n.fileIds))];
  const files = new Map(findFilesInOrder(ctx.db, fileIds).map((f) => [f.id, packDriveFile(ctx, f)]));

  const cache = noteCacheOf(ctx.db);
  const out = new Map<string, NoteFacts>();
  for (const note of rows) {
    const noteReactions = reactions.get(note.id) ?? {};
    const noteMentions = mentions.get(note.id) ?? [];
    const shared: Omit<entities.Note, 'user'> = {
      id: note.id,
      createdAt: note.createdAt,
      userId: note.userId,
      text: note.text,
      cw: note.cw,
      visibility: note.visibility,
      localOnly: note.localOnly,
      reactionAcceptance: note.reactionAcceptance,
      renoteCount: note.renoteCount,
      repliesCount: note.repliesCount,
      reactionCount: Object.values(noteReactions).reduce((a, b) => a + b, 0),
      reactions: noteReactions,
      reactionEmojis: {},
      emojis: {},
      fileIds: note.fileIds,
      // In fileIds order; deleted files drop out.
      files: note.fileIds.flatMap((id) => files.get(id) ?? []),
      replyId: note.replyId,
      renoteId: note.renoteId,
      channelId: note.channelId,
    };
    if (noteMentions.length > 0) shared.mentions = noteMentions;
    if (note.tags.length > 0) shared.tags = note.tags;
    if (note.updatedAt) (shared as { updatedAt?: string }).updatedAt = note.updatedAt;
    const noteRecipients = recipients.get(note.id) ?? [];
    if (note.visibility === 'specified') shared.visibleUserIds = noteRecipients;
    if (note.hasPoll) shared.poll = polls.get(note.id) ?? null;
    const facts: NoteFacts = { row: note, mentions: noteMentions, recipients: noteRecipients, shared };
    if (stored.has(note.id)) cache.storeNote(facts);
    out.set(note.id, facts);
  }
  return out;
}

/** Makes sure the cache holds nothing stale; call once before the noteFacts calls of a page. */
export function revalidateNoteFacts(ctx: InstanceContext): void {
  noteCacheOf(ctx.db).revalidate(ctx.config.url);
}

/**
 * The viewer-independent facts of `ids` that exist, from the cache or read once for all.
 * revalidateNoteFacts must have been called for the request.
 */
export function noteFacts(
  ctx: InstanceContext,
  ids: Iterable<string>,
  given: ReadonlyMap<string, NoteRow> = new Map(),
): Map<string, NoteFacts> {
  const { found, missing } = noteCacheOf(ctx.db).lookup(ids);
  if (missing.length === 0) return found;
  for (const [id, facts] of readFacts(ctx, missing, given)) found.set(id, facts);
  return found;
}

/** The packed authors of notes, by user id; an author who is gone is absent. */
export function noteAuthors(ctx: InstanceContext, userIds: Iterable<string>): Map<string, entities.UserLite> {
  const cache = noteCacheOf(ctx.db);
  const out = new Map<string, entities.UserLite>();
  const missing: string[] = [];
  for (const id of new Set(userIds)) {
    const cached = cache.cachedUser(id);
    if (cached) out.set(id, cached);
    else missing.push(id);
  }
  for (const row of ctx.users.findByIds(missing))
    out.set(
      row.id,
      cache.user(row, (u) => packUserLite(ctx, u)),
    );
  return out;
}
