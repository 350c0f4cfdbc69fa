import type { entities } from 'misskey-js';
import { NOTE_COLUMNS, type NoteRow, type RawNote, toNote } from '../db/notes.js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { packNoteIds } from './notes/pack.js';
import type { Viewer } from './notes/visibility.js';
import { filterHides, relationFilterOf } from './relations/index.js';
import { packUserLite } from './user-packer.js';

export interface ClipRow {
  id: string;
  createdAt: string;
  userId: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  lastClippedAt: string | null;
}

const CLIP_COLUMNS = `c.id AS id, c.created_at AS createdAt, c.user_id AS userId, c.name AS name,
  c.description AS description, c.is_public AS isPublic, c.last_clipped_at AS lastClippedAt`;

type RawClip = Omit<ClipRow, 'isPublic'> & { isPublic: number };
const toClip = (raw: RawClip): ClipRow => ({ ...raw, isPublic: raw.isPublic === 1 });

export function findClip(ctx: InstanceContext, id: string): ClipRow | null {
  const raw = ctx.db.prepare(`SELECT ${CLIP_COLUMNS} FROM clips c WHERE c.id = ?`).get(id) as
    | RawClip
    | undefined;
  return raw ? toClip(raw) : null;
}

/** The clip if `viewer` may see it: public clips to anyone, private ones to their owner only. */
export function findVisibleClip(ctx: InstanceContext, viewer: Viewer, id: string): ClipRow | null {
  const clip = findClip(ctx, id);
  if (!clip) return null;
  return clip.isPublic || clip.userId === viewer?.id ? clip : null;
}

/** The clip only when `owner` owns it (every write but favoriting). */
export function findOwnClip(ctx: InstanceContext, owner: UserRow, id: string): ClipRow | null {
  const clip = findClip(ctx, id);
  return clip && clip.userId === owner.id ? clip : null;
}

export function countClips(ctx: InstanceContext, userId: string): number {
  return (ctx.db.prepare('SELECT COUNT(*) AS n FROM clips WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function countClipNotes(ctx: InstanceContext, clipId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM clip_notes WHERE clip_id = ?').get(clipId) as { n: number }
  ).n;
}

export function createClip(
  ctx: InstanceContext,
  owner: UserRow,
  fields: { name: string; description: string | null; isPublic: boolean },
): ClipRow {
  const id = genId();
  ctx.db
    .prepare(
      'INSERT INTO clips (id, created_at, user_id, name, description, is_public) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(id, new Date().toISOString(), owner.id, fields.name, fields.description, fields.isPublic ? 1 : 0);
  return findClip(ctx, id) as ClipRow;
}

/** Only the fields given change, as in Misskey (`description: null` clears it). */
export function updateClip(
  ctx: InstanceContext,
  clip: ClipRow,
  fields: { name?: string; description?: string | null; isPublic?: boolean },
): ClipRow {
  ctx.db
    .prepare('UPDATE clips SET name = ?, description = ?, is_public = ? WHERE id = ?')
    .run(
      fields.name ?? clip.name,
      fields.description === undefined ? clip.description : fields.description,
      (fields.isPublic ?? clip.isPublic) ? 1 : 0,
      clip.id,
    );
  return findClip(ctx, clip.id) as ClipRow;
}

export function deleteClip(ctx: InstanceContext, clip: ClipRow): void {
  ctx.db.prepare('DELETE FROM clips WHERE id = ?').run(clip.id);
}

/** False when the note was already in the clip. */
export function addClipNote(ctx: InstanceContext, clip: ClipRow, noteId: string): boolean {
  const now = new Date().toISOString();
  return ctx.db.transaction(() => {
    const added =
      ctx.db
        .prepare('INSERT OR IGNORE INTO clip_notes (id, clip_id, note_id) VALUES (?, ?, ?)')
        .run(genId(), clip.id, noteId).changes > 0;
    if (added) ctx.db.prepare('UPDATE clips SET last_clipped_at = ? WHERE id = ?').run(now, clip.id);
    return added;
  })();
}

export function removeClipNote(ctx: InstanceContext, clip: ClipRow, noteId: string): void {
  ctx.db.prepare('DELETE FROM clip_notes WHERE clip_id = ? AND note_id = ?').run(clip.id, noteId);
}

export function isClipFavorited(ctx: InstanceContext, userId: string, clipId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM clip_favorites WHERE user_id = ? AND clip_id = ?').get(userId, clipId) !==
    undefined
  );
}

/** False when it was already a favorite. */
export function favoriteClip(ctx: InstanceContext, userId: string, clipId: string): boolean {
  return (
    ctx.db
      .prepare('INSERT OR IGNORE INTO clip_favorites (id, created_at, clip_id, user_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), clipId, userId).changes > 0
  );
}

/** False when it was not a favorite. */
export function unfavoriteClip(ctx: InstanceContext, userId: string, clipId: string): boolean {
  return (
    ctx.db.prepare('DELETE FROM clip_favorites WHERE user_id = ? AND clip_id = ?').run(userId, clipId)
      .changes > 0
  );
}

/** The misskey-js Clip. `isFavorited` and `notesCount` are answered to signed-in viewers, as Misskey does. */
export function packClip(ctx: InstanceContext, clip: ClipRow, viewer: Viewer): entities.Clip | null {
  const owner = ctx.users.findById(clip.userId);
  if (!owner) return null;
  const favoritedCount = (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM clip_favorites WHERE clip_id = ?').get(clip.id) as { n: number }
  ).n;
  return {
    id: clip.id,
    createdAt: clip.createdAt,
    lastClippedAt: clip.lastClippedAt,
    userId: clip.userId,
    user: packUserLite(ctx, owner),
    name: clip.name,
    description: clip.description,
    isPublic: clip.isPublic,
    favoritedCount,
    ...(viewer
      ? { isFavorited: isClipFavorited(ctx, viewer.id, clip.id), notesCount: countClipNotes(ctx, clip.id) }
      : {}),
  };
}

function packClips(ctx: InstanceContext, rows: ClipRow[], viewer: Viewer): entities.Clip[] {
  return rows.flatMap((c) => packClip(ctx, c, viewer) ?? []);
}

function windowed(q: PageWindow, alias: string) {
  const window = pageWindowConditions(q, alias);
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  return { ...window, order: ascending ? 'ASC' : 'DESC' };
}

/**
 * A user's clips, newest first. clips/list is the owner's own list, private ones included;
 * users/clips answers public clips only, even to their owner, as Misskey does.
 */
export function listUserClips(
  ctx: InstanceContext,
  userId: string,
  viewer: Viewer,
  q: PageWindow & { limit: number; includePrivate: boolean },
): entities.Clip[] {
  const w = windowed(q, 'c');
  const where = ['c.user_id = ?', ...(q.includePrivate ? [] : ['c.is_public = 1']), ...w.conditions];
  const rows = ctx.db
    .prepare(
      `SELECT ${CLIP_COLUMNS} FROM clips c WHERE ${where.join(' AND ')} ORDER BY c.id ${w.order} LIMIT ?`,
    )
    .all(userId, ...w.args, q.limit) as RawClip[];
  return packClips(ctx, rows.map(toClip), viewer);
}

/** The clips `viewer` has favorited and may still see, newest favorite first. */
export function listFavoriteClips(ctx: InstanceContext, viewer: UserRow): entities.Clip[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${CLIP_COLUMNS} FROM clip_favorites f JOIN clips c ON c.id = f.clip_id
       WHERE f.user_id = ? AND (c.is_public = 1 OR c.user_id = ?) ORDER BY f.id DESC`,
    )
    .all(viewer.id, viewer.id) as RawClip[];
  return packClips(ctx, rows.map(toClip), viewer);
}

/** The public clips holding the note, as Misskey's notes/clips answers (never private ones). */
export function listNoteClips(ctx: InstanceContext, noteId: string, viewer: Viewer): entities.Clip[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${CLIP_COLUMNS} FROM clip_notes cn JOIN clips c ON c.id = cn.clip_id
       WHERE cn.note_id = ? AND c.is_public = 1 ORDER BY c.id DESC`,
    )
    .all(noteId) as RawClip[];
  return packClips(ctx, rows.map(toClip), viewer);
}

/**
 * The notes of a clip that `viewer` may see, newest note first, paged on the note id as
 * Misskey does; `search` keeps notes whose text or CW contains every word.
 */
export function listClipNotes(
  ctx: InstanceContext,
  clip: ClipRow,
  viewer: Viewer,
  q: PageWindow & { limit: number; search?: string | null },
): entities.Note[] {
  const w = windowed(q, 'n');
  const where = ['cn.clip_id = ?', ...w.conditions];
  const args: unknown[] = [clip.id, ...w.args];
  for (const word of (q.search ?? '').trim().split(/\s+/).filter(Boolean)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push("(n.text LIKE ? ESCAPE '\\' OR n.cw LIKE ? ESCAPE '\\')");
    args.push(like, like);
  }
  const stmt = ctx.db.prepare(
    `SELECT ${NOTE_COLUMNS} FROM clip_notes cn JOIN notes n ON n.id = cn.note_id
     WHERE ${where.join(' AND ')} ORDER BY n.id ${w.order} LIMIT ? OFFSET ?`,
  );
  // Hidden notes are skipped, so read in batches until the page is full or the clip ends.
  const out: entities.Note[] = [];
  const batch = Math.max(q.limit, 20);
  // Muted, blocked and blocking users' notes are left out, as Misskey does here.
  const relations = relationFilterOf(ctx.db, viewer?.id ?? null);
  for (let offset = 0; ; offset += batch) {
    const rows = (stmt.all(...args, batch, offset) as RawNote[]).map(toNote);
    const shown = rows.filter((n) => !filterHides(ctx.db, relations, n, { renoteMutes: false }));
    const byId = new Map<string, NoteRow>(shown.map((n) => [n.id, n]));
    for (const note of packNoteIds(ctx, [...byId.keys()], viewer, byId)) {
      out.push(note);
      if (out.length >= q.limit) return out;
    }
    if (rows.length < batch) return out;
  }
}
