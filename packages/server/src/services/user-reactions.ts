import type { entities } from 'misskey-js';
import { findNote } from '../db/notes.js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { packNoteIds } from './notes/pack.js';
import { visibilitySql } from './notes/visibility.js';
import { decodeReaction } from './reactions.js';
import { isNoteHiddenByRelations } from './relations/index.js';
import { packUserLite } from './user-packer.js';

/**
 * The reactions `owner` made, newest first, with their notes as `viewer` may see them. As in
 * Misskey, the page is cut before notes hidden by the viewer's mutes and blocks are left out
 * (so a page may be short), and reactions to the owner's own notes always stay.
 */
export function listUserReactions(
  ctx: InstanceContext,
  owner: UserRow,
  viewer: UserRow | null,
  page: PageWindow & { limit: number },
): entities.NoteReactionWithNote[] {
  const window = pageWindowConditions(page, 'r');
  const rows = ctx.db
    .prepare(
      `SELECT r.id, r.created_at, r.note_id, r.reaction FROM note_reactions r JOIN notes n ON n.id = r.note_id
       WHERE ${['r.user_id = @ownerId', visibilitySql(viewer, 'n', ctx.db), ...window.conditions].join(' AND ')}
       ORDER BY r.id DESC LIMIT @limit`,
    )
    .all(...window.args, { ownerId: owner.id, viewerId: viewer?.id ?? null, limit: page.limit }) as {
    id: string;
    created_at: string;
    note_id: string;
    reaction: string;
  }[];
  const kept = rows.filter((row) => {
    const note = findNote(ctx.db, row.note_id);
    if (!note) return false;
    return note.userId === owner.id || !isNoteHiddenByRelations(ctx.db, viewer?.id ?? null, note);
  });
  const notes = new Map(
    packNoteIds(
      ctx,
      kept.map((row) => row.note_id),
      viewer,
    ).map((note) => [note.id, note]),
  );
  const user = packUserLite(ctx, owner);
  return kept.flatMap((row) => {
    const note = notes.get(row.note_id);
    return note
      ? [{ id: row.id, createdAt: row.created_at, user, type: decodeReaction(row.reaction), note }]
      : [];
  });
}
