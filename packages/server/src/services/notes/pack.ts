import type { entities } from 'misskey-js';
import { findNote, isPureRenote, type NoteRow } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packDriveFile } from '../drive/pack.js';
import { findFilesInOrder } from '../drive/repository.js';
import { setNotificationNotePacker } from '../notifications.js';
import { packUserLite } from '../user-packer.js';
import {
  loadFollowed,
  loadMentions,
  loadMyReactions,
  loadNoteAuthors,
  loadNotes,
  loadPolls,
  loadReactionCounts,
  loadVisibleUsers,
} from './pack-loader.js';
import type { Viewer } from './visibility.js';

/**
 * Decides canSee (visibility.ts, THE rule) for a page of notes from data read once for the
 * whole page, so a timeline page costs a fixed number of queries whatever its length.
 */
function visibilityOf(
  ctx: InstanceContext,
  notes: ReadonlyMap<string, NoteRow>,
  mentions: ReadonlyMap<string, string[]>,
  viewer: Viewer,
): (note: NoteRow) => boolean {
  const open = (note: NoteRow) => note.visibility === 'public' || note.visibility === 'home';
  if (!viewer) return open;
  const direct = (note: NoteRow) =>
    open(note) || note.userId === viewer.id || (mentions.get(note.id)?.includes(viewer.id) ?? false);
  const rest = [...notes.values()].filter((n) => !direct(n));
  if (rest.length === 0) return direct;
  const specified = rest.filter((n) => n.visibility === 'specified');
  const recipients =
    specified.length > 0
      ? loadVisibleUsers(
          ctx.db,
          specified.map((n) => n.id),
        )
      : new Map();
  const followersOnly = rest.filter((n) => n.visibility === 'followers');
  const parentIds = followersOnly.flatMap((n) => (n.replyId && !notes.has(n.replyId) ? [n.replyId] : []));
  const parentAuthors = parentIds.length > 0 ? loadNoteAuthors(ctx.db, parentIds) : new Map<string, string>();
  const followed =
    followersOnly.length > 0
      ? loadFollowed(
          ctx.db,
          viewer.id,
          followersOnly.map((n) => n.userId),
        )
      : new Set();
  return (note) => {
    if (direct(note)) return true;
    if (note.visibility === 'specified') return recipients.get(note.id)?.includes(viewer.id) ?? false;
    if (note.replyId) {
      const parentAuthor = notes.get(note.replyId)?.userId ?? parentAuthors.get(note.replyId);
      if (parentAuthor === viewer.id) return true;
    }
    return followed.has(note.userId);
  };
}

interface PackedPage {
  /** Whether the viewer may see each given note, by position. */
  visible: boolean[];
  /** Each given note packed (null if the author is gone), with its reply and renote when `detail`. */
  packed: (entities.Note | null)[];
}

/**
 * Packs `notes` as `viewer` sees them. The reply and renote are packed one level deep, and as
 * null when the viewer may not see them. The notes themselves are packed whatever `visible`
 * says; callers that list notes drop the invisible ones.
 */
function packPage(
  ctx: InstanceContext,
  notes: readonly NoteRow[],
  viewer: Viewer,
  detail: boolean,
): PackedPage {
  const related = detail
    ? loadNotes(
        ctx.db,
        notes.flatMap((n) => [n.replyId, n.renoteId].filter((id): id is string => id !== null)),
      )
    : new Map<string, NoteRow>();
  const all = new Map(related);
  for (const note of notes) all.set(note.id, note);
  const mentions = loadMentions(ctx.db, all.keys());
  const canSee = visibilityOf(ctx, all, mentions, viewer);
  const visibleRelated = new Map([...related].filter(([, n]) => canSee(n)));
  // Everything that gets packed: the notes given and the related notes the viewer may see.
  const targets = new Map(visibleRelated);
  for (const note of notes) targets.set(note.id, note);
  const ids = [...targets.keys()];
  const targetNotes = [...targets.values()];

  const users = new Map<string, entities.UserLite>();
  for (const author of ctx.users.findByIds([...new Set(targetNotes.map((n) => n.userId))]))
    users.set(author.id, packUserLite(ctx, author));
  const reactions = loadReactionCounts(ctx.db, ids);
  const myReactions = viewer ? loadMyReactions(ctx.db, viewer.id, ids) : new Map<string, string>();
  const withPoll = targetNotes.filter((n) => n.hasPoll).map((n) => n.id);
  const polls = withPoll.length > 0 ? loadPolls(ctx.db, withPoll, viewer) : new Map();
  const specified = targetNotes.filter((n) => n.visibility === 'specified').map((n) => n.id);
  const recipients = specified.length > 0 ? loadVisibleUsers(ctx.db, specified) : new Map<string, string[]>();
  const fileIds = [...new Set(targetNotes.flatMap((n) => n.fileIds))];
  const files = new Map(findFilesInOrder(ctx.db, fileIds).map((f) => [f.id, packDriveFile(ctx, f)]));

  const build = (note: NoteRow, withRelated: boolean): entities.Note | null => {
    const user = users.get(note.userId);
    if (!user) return null;
    const noteReactions = reactions.get(note.id) ?? {};
    const noteMentions = mentions.get(note.id) ?? [];
    const packed: entities.Note = {
      id: note.id,
      createdAt: note.createdAt,
      userId: note.userId,
      user,
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
    if (noteMentions.length > 0) packed.mentions = noteMentions;
    if (note.tags.length > 0) packed.tags = note.tags;
    if (note.updatedAt) (packed as entities.Note & { updatedAt?: string }).updatedAt = note.updatedAt;
    if (note.visibility === 'specified') packed.visibleUserIds = recipients.get(note.id) ?? [];
    if (note.hasPoll) packed.poll = polls.get(note.id) ?? null;
    if (viewer) packed.myReaction = myReactions.get(note.id) ?? null;
    if (withRelated) {
      const relatedOf = (id: string) => {
        const row = visibleRelated.get(id);
        return row ? build(row, false) : null;
      };
      if (note.replyId) packed.reply = relatedOf(note.replyId);
      if (note.renoteId) packed.renote = relatedOf(note.renoteId);
    }
    return packed;
  };

  return { visible: notes.map(canSee), packed: notes.map((note) => build(note, detail)) };
}

/**
 * The misskey-js Note for `note` as `viewer` sees it. The caller has checked that the viewer
 * may see `note` itself; the reply and renote are packed one level deep, and as null when the
 * viewer may not see them. Returns null only if the author is gone.
 */
export function packNote(
  ctx: InstanceContext,
  note: NoteRow,
  viewer: Viewer,
  options: { detail?: boolean } = {},
): entities.Note | null {
  return packPage(ctx, [note], viewer, options.detail ?? true).packed[0] ?? null;
}

/**
 * Packs a list the viewer may see, in order. A pure renote of a note the viewer may not see
 * is left out altogether (it would show nothing but leak that the note exists).
 */
export function packNotes(ctx: InstanceContext, notes: readonly NoteRow[], viewer: Viewer): entities.Note[] {
  if (notes.length === 0) return [];
  const page = packPage(ctx, notes, viewer, true);
  const out: entities.Note[] = [];
  notes.forEach((note, i) => {
    const packed = page.packed[i];
    if (!page.visible[i] || !packed) return;
    if (isPureRenote(note) && !packed.renote) return;
    out.push(packed);
  });
  return out;
}

/** Packs `note` for `viewer` if they may see it (and it is not a pure renote of a hidden note). */
export function packNoteFor(ctx: InstanceContext, note: NoteRow, viewer: Viewer): entities.Note | null {
  return packNotes(ctx, [note], viewer)[0] ?? null;
}

/** Notifications pack their note through this, so they follow the same visibility rule. */
setNotificationNotePacker((ctx: InstanceContext, noteId: string, viewer: UserRow) => {
  const note = findNote(ctx.db, noteId);
  return note ? packNoteFor(ctx, note, viewer) : null;
});
