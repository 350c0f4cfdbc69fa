import { writeFile } from 'node:fs/promises';
import type { UserRow } from '../../db/users.js';
import { listOwnAntennas } from '../antennas/store.js';
import type { InstanceContext } from '../context.js';
import { addFile } from '../drive/add-file.js';
import { packDriveFile } from '../drive/pack.js';
import { findFilesInOrder } from '../drive/repository.js';
import { newUploadPath } from '../drive/storage.js';
import { packNoteIds } from '../notes/pack.js';
import { createNotification } from '../notifications.js';
import { fullAcct } from './accts.js';
import { type JobProgress, yieldToRequests } from './jobs.js';

/** Misskey's exportedEntity names. */
export type ExportedEntity =
  | 'note'
  | 'following'
  | 'muting'
  | 'blocking'
  | 'userList'
  | 'antenna'
  | 'clip'
  | 'favorite';

export interface FollowingExportOptions {
  excludeMuting: boolean;
  /** Leaves out accounts that posted nothing for 90 days (Misskey's rule on its updatedAt; accounts that never posted stay). */
  excludeInactive: boolean;
}

const INACTIVE_MS = 90 * 24 * 60 * 60 * 1000;
const CHUNK = 100;

/** `yyyy-MM-dd-HH-mm-ss`, as Misskey stamps its export file names. */
export function stamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}-${p(date.getMinutes())}-${p(date.getSeconds())}`;
}

/** Misskey's file names: `<what>-<yyyy-MM-dd-HH-mm-ss>.<ext>`. */
const fileStems: Record<ExportedEntity, string> = {
  note: 'notes',
  following: 'following',
  muting: 'mute',
  blocking: 'blocking',
  userList: 'user-lists',
  antenna: 'antennas',
  clip: 'clips',
  favorite: 'favorites',
};

function accountsOf(ctx: InstanceContext, ids: readonly string[]): string[] {
  const users = new Map(ctx.users.findByIds(ids).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [fullAcct(ctx, user)] : [];
  });
}

function followingCsv(ctx: InstanceContext, user: UserRow, options: FollowingExportOptions): string {
  const rows = ctx.db
    .prepare(
      `SELECT f.followee_id AS id, (SELECT MAX(created_at) FROM notes n WHERE n.user_id = f.followee_id) AS updatedAt
       FROM following f WHERE f.follower_id = ?
         AND (? = 0 OR f.followee_id NOT IN (SELECT mutee_id FROM mutings WHERE muter_id = f.follower_id))
       ORDER BY f.id`,
    )
    .all(user.id, options.excludeMuting ? 1 : 0) as { id: string; updatedAt: string | null }[];
  const now = Date.now();
  const kept = rows.filter(
    (r) => !options.excludeInactive || r.updatedAt === null || now - Date.parse(r.updatedAt) <= INACTIVE_MS,
  );
  return accountsOf(
    ctx,
    kept.map((r) => r.id),
  ).join('\n');
}

function relationCsv(ctx: InstanceContext, user: UserRow, table: 'mutings' | 'blockings'): string {
  const [me, other] = table === 'mutings' ? ['muter_id', 'mutee_id'] : ['blocker_id', 'blockee_id'];
  const ids = (
    ctx.db.prepare(`SELECT ${other} AS id FROM ${table} WHERE ${me} = ? ORDER BY id`).all(user.id) as {
      id: string;
    }[]
  ).map((r) => r.id);
  return accountsOf(ctx, ids).join('\n');
}

/** One `list name,acct` line per member, as Misskey writes it. */
function userListsCsv(ctx: InstanceContext, user: UserRow): string {
  const rows = ctx.db
    .prepare(
      `SELECT l.name AS name, m.user_id AS memberId FROM user_lists l JOIN user_list_memberships m ON m.user_list_id = l.id
       WHERE l.user_id = ? ORDER BY l.id, m.id`,
    )
    .all(user.id) as { name: string; memberId: string }[];
  const users = new Map(ctx.users.findByIds(rows.map((r) => r.memberId)).map((u) => [u.id, u]));
  return rows
    .flatMap((r) => {
      const member = users.get(r.memberId);
      return member ? [`${r.name},${fullAcct(ctx, member)}`] : [];
    })
    .join('\n');
}

interface RawExportNote {
  id: string;
  created_at: string;
  text: string | null;
  cw: string | null;
  visibility: string;
  local_only: number;
  reply_id: string | null;
  renote_id: string | null;
  file_ids: string;
  reaction_acceptance: string | null;
}

async function notesJson(ctx: InstanceContext, user: UserRow, progress: JobProgress): Promise<string> {
  const total = (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM notes WHERE user_id = ?').get(user.id) as { n: number }
  ).n;
  progress.setTotal(total);
  const out: unknown[] = [];
  let cursor = '';
  for (;;) {
    const notes = ctx.db
      .prepare('SELECT * FROM notes WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?')
      .all(user.id, cursor, CHUNK) as RawExportNote[];
    if (notes.length === 0) break;
    for (const note of notes) {
      const fileIds = JSON.parse(note.file_ids) as string[];
      const poll = ctx.db
        .prepare('SELECT choices, multiple, expires_at FROM polls WHERE note_id = ?')
        .get(note.id) as { choices: string; multiple: number; expires_at: string | null } | undefined;
      const visibleUserIds = (
        ctx.db.prepare('SELECT user_id FROM note_visible_users WHERE note_id = ?').all(note.id) as {
          user_id: string;
        }[]
      ).map((r) => r.user_id);
      out.push({
        id: note.id,
        text: note.text,
        createdAt: note.created_at,
        fileIds,
        files: findFilesInOrder(ctx.db, fileIds).map((f) => packDriveFile(ctx, f, { self: true })),
        replyId: note.reply_id,
        renoteId: note.renote_id,
        poll: poll
          ? {
              choices: JSON.parse(poll.choices) as unknown,
              multiple: poll.multiple === 1,
              expiresAt: poll.expires_at,
            }
          : null,
        cw: note.cw,
        visibility: note.visibility,
        visibleUserIds,
        localOnly: note.local_only === 1,
        reactionAcceptance: note.reaction_acceptance,
      });
      progress.step();
    }
    cursor = notes[notes.length - 1]?.id ?? cursor;
    await yieldToRequests();
  }
  return JSON.stringify(out);
}

function favoritesJson(ctx: InstanceContext, user: UserRow): string {
  const rows = ctx.db
    .prepare('SELECT id, created_at, note_id FROM note_favorites WHERE user_id = ? ORDER BY id')
    .all(user.id) as { id: string; created_at: string; note_id: string }[];
  const notes = new Map(
    packNoteIds(
      ctx,
      rows.map((r) => r.note_id),
      user,
    ).map((n) => [n.id, n]),
  );
  return JSON.stringify(
    rows.flatMap((r) => {
      const note = notes.get(r.note_id);
      return note ? [{ id: r.id, createdAt: r.created_at, note }] : [];
    }),
  );
}

function clipsJson(ctx: InstanceContext, user: UserRow): string {
  const clips = ctx.db
    .prepare('SELECT id, name, description, last_clipped_at FROM clips WHERE user_id = ? ORDER BY id')
    .all(user.id) as {
    id: string;
    name: string;
    description: string | null;
    last_clipped_at: string | null;
  }[];
  return JSON.stringify(
    clips.map((clip) => {
      const noteIds = (
        ctx.db.prepare('SELECT note_id FROM clip_notes WHERE clip_id = ? ORDER BY id').all(clip.id) as {
          note_id: string;
        }[]
      ).map((r) => r.note_id);
      return {
        id: clip.id,
        name: clip.name,
        description: clip.description,
        lastClippedAt: clip.last_clipped_at,
        clipNotes: packNoteIds(ctx, noteIds, user).map((note) => ({ createdAt: note.createdAt, note })),
      };
    }),
  );
}

function antennasJson(ctx: InstanceContext, user: UserRow): string {
  return JSON.stringify(
    listOwnAntennas(ctx, user.id).map((a) => {
      const listAccts =
        a.src === 'list' && a.userListId
          ? accountsOf(
              ctx,
              (
                ctx.db
                  .prepare('SELECT user_id FROM user_list_memberships WHERE user_list_id = ?')
                  .all(a.userListId) as {
                  user_id: string;
                }[]
              ).map((r) => r.user_id),
            )
          : null;
      return {
        name: a.name,
        src: a.src,
        userListAccts: listAccts,
        keywords: a.keywords,
        excludeKeywords: a.excludeKeywords,
        users: a.users,
        caseSensitive: a.caseSensitive,
        localOnly: a.localOnly,
        excludeBots: a.excludeBots,
        withReplies: a.withReplies,
        withFile: a.withFile,
      };
    }),
  );
}

async function contentOf(
  ctx: InstanceContext,
  user: UserRow,
  entity: ExportedEntity,
  progress: JobProgress,
  options: FollowingExportOptions,
): Promise<string> {
  switch (entity) {
    case 'note':
      return notesJson(ctx, user, progress);
    case 'following':
      return followingCsv(ctx, user, options);
    case 'muting':
      return relationCsv(ctx, user, 'mutings');
    case 'blocking':
      return relationCsv(ctx, user, 'blockings');
    case 'userList':
      return userListsCsv(ctx, user);
    case 'antenna':
      return antennasJson(ctx, user);
    case 'clip':
      return clipsJson(ctx, user);
    case 'favorite':
      return favoritesJson(ctx, user);
  }
}

/**
 * Runs one export: the file goes to the user's drive (no folder, as Misskey) and the
 * `exportCompleted` notification names it. An empty CSV is a single line break: the drive
 * takes no empty file.
 */
export async function runExport(
  ctx: InstanceContext,
  user: UserRow,
  entity: ExportedEntity,
  progress: JobProgress,
  options: FollowingExportOptions = { excludeMuting: false, excludeInactive: false },
): Promise<string> {
  const content = await contentOf(ctx, user, entity, progress, options);
  const json = entity === 'note' || entity === 'antenna' || entity === 'clip' || entity === 'favorite';
  const bytes = Buffer.from(content === '' ? '\n' : json ? content : `${content}\n`, 'utf8');
  const tempPath = newUploadPath(ctx.config);
  await writeFile(tempPath, bytes);
  const file = await addFile(ctx, user, {
    tempPath,
    size: bytes.length,
    name: `${fileStems[entity]}-${stamp()}.${json ? 'json' : 'csv'}`,
    comment: null,
    folderId: null,
    isSensitive: false,
    force: true,
  });
  createNotification(ctx, user.id, 'exportCompleted', { exportedEntity: entity, fileId: file.id });
  return file.id;
}
