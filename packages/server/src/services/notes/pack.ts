import type { entities } from 'misskey-js';
import { findNote, isPureRenote, type NoteRow } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import { noteChannels } from '../channels/note-channel.js';
import type { InstanceContext } from '../context.js';
import { setNotificationNotePacker } from '../notifications.js';
import { setPinnedNotePacker } from '../pins-memos.js';
import { ageTreatment } from './age-limits.js';
import { type NoteFacts, noteCacheOf } from './note-cache.js';
import { noteAuthors, noteFacts, revalidateNoteFacts } from './note-facts.js';
import { markPackedNote } from './note-json.js';
import { loadFollowed, loadMyReactions, loadMyVotes, loadNoteAuthors } from './pack-loader.js';
import type { Viewer } from './visibility.js';

/**
 * Decides canSee (visibility.ts, THE rule) for a page of notes from data read once for the
 * whole page, so a timeline page costs a fixed number of queries whatever its length.
 */
function visibilityOf(
  ctx: InstanceContext,
  notes: ReadonlyMap<string, NoteFacts>,
  viewer: Viewer,
): (note: NoteFacts) => boolean {
  // The authors' age limits (age-limits.ts): hidden, or a public/home note counted as followers.
  const age = (note: NoteFacts) =>
    ageTreatment(ctx.db, viewer?.id ?? null, note.row.userId, note.row.createdAt);
  const visibility = (note: NoteFacts) => {
    const treated = age(note);
    if (treated === 'hidden') return 'hidden';
    const { visibility } = note.row;
    return treated === 'followers' && (visibility === 'public' || visibility === 'home')
      ? 'followers'
      : visibility;
  };
  const open = (note: NoteFacts) => {
    const v = visibility(note);
    return v === 'public' || v === 'home';
  };
  if (!viewer) return open;
  const direct = (note: NoteFacts) =>
    open(note) || note.row.userId === viewer.id || note.mentions.includes(viewer.id);
  const followersOnly = [...notes.values()].filter((n) => !direct(n) && visibility(n) === 'followers');
  const parentIds = followersOnly.flatMap(({ row }) =>
    row.replyId && !notes.has(row.replyId) ? [row.replyId] : [],
  );
  const parentAuthors = parentIds.length > 0 ? loadNoteAuthors(ctx.db, parentIds) : new Map<string, string>();
  const followed =
    followersOnly.length > 0
      ? loadFollowed(
          ctx.db,
          viewer.id,
          followersOnly.map((n) => n.row.userId),
        )
      : new Set();
  return (note) => {
    const v = visibility(note);
    if (v === 'hidden') return false;
    if (direct(note)) return true;
    const { row } = note;
    if (v === 'specified') return note.recipients.includes(viewer.id);
    if (row.replyId) {
      const parentAuthor = notes.get(row.replyId)?.row.userId ?? parentAuthors.get(row.replyId);
      if (parentAuthor === viewer.id) return true;
    }
    return followed.has(row.userId);
  };
}

interface PackedPage {
  /** Each given note's stored form (null if it no longer exists), by position. */
  rows: (NoteRow | null)[];
  /** Whether the viewer may see each given note, by position. */
  visible: boolean[];
  /** Each given note packed (null if it or its author is gone), with its reply and renote when `detail`. */
  packed: (entities.Note | null)[];
}

/**
 * Packs the notes `ids` as `viewer` sees them: what every viewer sees comes from the note
 * cache (note-facts.ts), and only the viewer's own parts are read per call: their reactions,
 * poll votes, and whether they may see related notes. The reply and renote are packed one
 * level deep, and as null when the viewer may not see them. The notes themselves are packed
 * whatever `visible` says; callers that list notes drop the invisible ones.
 */
function packPage(
  ctx: InstanceContext,
  ids: readonly string[],
  given: ReadonlyMap<string, NoteRow>,
  viewer: Viewer,
  detail: boolean,
): PackedPage {
  revalidateNoteFacts(ctx);
  const page = noteFacts(ctx, ids, given);
  const relatedIds = detail
    ? [...page.values()].flatMap(({ row }) =>
        [row.replyId, row.renoteId].filter((id): id is string => id !== null),
      )
    : [];
  const all = new Map(page);
  for (const [id, facts] of noteFacts(
    ctx,
    relatedIds.filter((id) => !page.has(id)),
  ))
    all.set(id, facts);
  const canSee = visibilityOf(ctx, all, viewer);
  const visibleRelated = new Set(
    relatedIds.filter((id) => {
      const facts = all.get(id);
      return facts !== undefined && canSee(facts);
    }),
  );
  // Everything that gets packed: the notes given and the related notes the viewer may see.
  const targets = new Map(page);
  for (const id of visibleRelated) targets.set(id, all.get(id) as NoteFacts);
  const targetIds = [...targets.keys()];

  const users = noteAuthors(
    ctx,
    [...targets.values()].map((n) => n.row.userId),
  );
  const myReactions = viewer
    ? noteCacheOf(ctx.db).viewerReactions(viewer.id, targetIds, (missing) =>
        loadMyReactions(ctx.db, viewer.id, missing),
      )
    : new Map<string, string>();
  const withPoll = [...targets.values()].filter((n) => n.row.hasPoll).map((n) => n.row.id);
  const myVotes =
    viewer && withPoll.length > 0
      ? noteCacheOf(ctx.db).viewerVotes(viewer.id, withPoll, (missing) =>
          loadMyVotes(ctx.db, viewer.id, missing),
        )
      : new Set<string>();
  // Read per page, not cached with the note, so a renamed channel shows at once.
  const channels = noteChannels(
    ctx,
    [...targets.values()].flatMap((n) => n.row.channelId ?? []),
  );

  const build = (facts: NoteFacts, withRelated: boolean): entities.Note | null => {
    const user = users.get(facts.row.userId);
    if (!user) return null;
    const { row, shared } = facts;
    const packed: entities.Note = { ...shared, user };
    markPackedNote(packed, shared);
    // As Misskey, an older note the author made followers-only says so to others.
    if (
      (shared.visibility === 'public' || shared.visibility === 'home') &&
      ageTreatment(ctx.db, viewer?.id ?? null, row.userId, row.createdAt) === 'followers'
    )
      packed.visibility = 'followers';
    if (shared.poll && myVotes.size > 0) {
      packed.poll = {
        ...shared.poll,
        choices: shared.poll.choices.map((c, i) =>
          myVotes.has(`${row.id} ${i}`) ? { ...c, isVoted: true } : c,
        ),
      };
    }
    if (viewer) packed.myReaction = myReactions.get(row.id) ?? null;
    if (row.channelId) packed.channel = channels.get(row.channelId) ?? null;
    if (withRelated) {
      const relatedOf = (id: string) => {
        const related = visibleRelated.has(id) ? all.get(id) : undefined;
        return related ? build(related, false) : null;
      };
      if (row.replyId) packed.reply = relatedOf(row.replyId);
      if (row.renoteId) packed.renote = relatedOf(row.renoteId);
    }
    return packed;
  };

  const facts = ids.map((id) => page.get(id) ?? null);
  return {
    rows: facts.map((f) => f?.row ?? null),
    visible: facts.map((f) => f !== null && canSee(f)),
    packed: facts.map((f) => (f ? build(f, detail) : null)),
  };
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
  return (
    packPage(ctx, [note.id], new Map([[note.id, note]]), viewer, options.detail ?? true).packed[0] ?? null
  );
}

/**
 * Packs the notes `ids` the viewer may see, in order. A pure renote of a note the viewer may
 * not see is left out altogether (it would show nothing but leak that the note exists), as
 * is a note deleted since its id was read.
 */
export function packNoteIds(
  ctx: InstanceContext,
  ids: readonly string[],
  viewer: Viewer,
  given: ReadonlyMap<string, NoteRow> = new Map(),
): entities.Note[] {
  if (ids.length === 0) return [];
  const page = packPage(ctx, ids, given, viewer, true);
  const out: entities.Note[] = [];
  ids.forEach((_, i) => {
    const row = page.rows[i];
    const packed = page.packed[i];
    if (!row || !page.visible[i] || !packed) return;
    if (isPureRenote(row) && !packed.renote) return;
    out.push(packed);
  });
  return out;
}

/** Packs a list of notes the viewer may see, in order (see packNoteIds). */
export function packNotes(ctx: InstanceContext, notes: readonly NoteRow[], viewer: Viewer): entities.Note[] {
  return packNoteIds(
    ctx,
    notes.map((n) => n.id),
    viewer,
    new Map(notes.map((n) => [n.id, n])),
  );
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

setPinnedNotePacker(packNoteIds);
