import type { UserRow } from '../../db/users.js';
import { type AntennaFields, createAntenna } from '../antennas/store.js';
import type { InstanceContext } from '../context.js';
import { readFileBytes } from '../drive/file-store.js';
import type { DriveFileRow } from '../drive/repository.js';
import { follow, hasFollowRequest, isFollowing } from '../follows.js';
import { addMember, createList, isMember } from '../lists/lists.js';
import { policiesOf } from '../notes/policies.js';
import { block } from '../relations/blocks.js';
import { hasMuteRow, mute } from '../relations/mutes.js';
import { userOfAcct } from './accts.js';
import { type JobProgress, yieldToRequests } from './jobs.js';

export type ImportKind = 'following' | 'muting' | 'blocking' | 'userList' | 'antenna';

const CHUNK = 100;

/** The file's lines as Misskey reads them: the first CSV column, trimmed, empty lines dropped. */
export function csvRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.trim()))
    .filter((cells) => (cells[0] ?? '') !== '');
}

function hasBlockBetween(ctx: InstanceContext, a: string, b: string): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM blockings WHERE (blocker_id = ? AND blockee_id = ?) OR (blocker_id = ? AND blockee_id = ?) LIMIT 1`,
      )
      .get(a, b, b, a) !== undefined
  );
}

/**
 * What one row does for `me`: false when it names nobody this instance knows (counted as
 * skipped); rows naming oneself or an existing relation change nothing.
 */
function applyRow(ctx: InstanceContext, me: UserRow, kind: ImportKind, cells: string[]): boolean {
  const acct = (kind === 'userList' ? cells[1] : cells[0]) ?? '';
  const target = userOfAcct(ctx, acct);
  if (!target) return false;
  if (target.id === me.id) return true;
  switch (kind) {
    case 'following':
      if (!isFollowing(ctx, me.id, target.id) && !hasFollowRequest(ctx, me.id, target.id)) {
        if (!hasBlockBetween(ctx, me.id, target.id)) follow(ctx, me, target);
      }
      return true;
    case 'muting':
      if (!hasMuteRow(ctx.db, me.id, target.id)) mute(ctx, me.id, target.id, null);
      return true;
    case 'blocking':
      if (!hasBlockBetween(ctx, me.id, target.id)) block(ctx, me, target);
      return true;
    case 'userList': {
      const name = (cells[0] ?? '').slice(0, 100);
      const existing = ctx.db
        .prepare('SELECT id FROM user_lists WHERE user_id = ? AND name = ? ORDER BY id LIMIT 1')
        .get(me.id, name) as { id: string } | undefined;
      const policies = policiesOf(me, ctx);
      let listId = existing?.id;
      if (!listId) {
        const count = (
          ctx.db.prepare('SELECT COUNT(*) AS n FROM user_lists WHERE user_id = ?').get(me.id) as { n: number }
        ).n;
        if (count >= policies.userListLimit) return true;
        listId = createList(ctx, me.id, name).id;
      }
      if (!isMember(ctx, listId, target.id)) addMember(ctx, listId, target.id);
      return true;
    }
    case 'antenna':
      return true;
  }
}

/** Runs a CSV import row by row, yielding between chunks so the instance keeps answering. */
export async function runCsvImport(
  ctx: InstanceContext,
  me: UserRow,
  kind: Exclude<ImportKind, 'antenna'>,
  file: DriveFileRow,
  progress: JobProgress,
): Promise<void> {
  const rows = csvRows((await readFileBytes(ctx, file)).toString('utf8'));
  progress.setTotal(rows.length);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const fresh = ctx.users.findById(me.id);
    if (!fresh) return; // the account was deleted meanwhile
    ctx.db.transaction(() => {
      for (const cells of rows.slice(i, i + CHUNK)) progress.step(!applyRow(ctx, fresh, kind, cells));
    })();
    await yieldToRequests();
  }
}

/** One antenna of Misskey's export file. */
export interface ExportedAntenna {
  name?: unknown;
  src?: unknown;
  userListAccts?: unknown;
  keywords?: unknown;
  excludeKeywords?: unknown;
  users?: unknown;
  caseSensitive?: unknown;
  localOnly?: unknown;
  excludeBots?: unknown;
  withReplies?: unknown;
  withFile?: unknown;
}

const SOURCES = new Set(['home', 'all', 'users', 'list', 'users_blacklist']);

function wordLines(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(Array.isArray)
    .map((line) => (line as unknown[]).filter((w): w is string => typeof w === 'string'));
}

/**
 * Misskey's antenna file: an array of antennas. A `list` antenna gets a new list of the
 * members it names that this instance knows (the exporter's list id means nothing here).
 */
export async function runAntennaImport(
  ctx: InstanceContext,
  me: UserRow,
  antennas: readonly ExportedAntenna[],
  progress: JobProgress,
): Promise<void> {
  progress.setTotal(antennas.length);
  for (const a of antennas) {
    const src = typeof a.src === 'string' && SOURCES.has(a.src) ? (a.src as AntennaFields['src']) : 'all';
    const name = (typeof a.name === 'string' ? a.name : '').slice(0, 100) || 'antenna';
    let userListId: string | null = null;
    if (src === 'list') {
      const accts = Array.isArray(a.userListAccts)
        ? a.userListAccts.filter((x) => typeof x === 'string')
        : [];
      const list = createList(ctx, me.id, name);
      for (const acct of accts) {
        const member = userOfAcct(ctx, acct);
        if (member && !isMember(ctx, list.id, member.id)) addMember(ctx, list.id, member.id);
      }
      userListId = list.id;
    }
    createAntenna(ctx, me, {
      name,
      src,
      userListId,
      keywords: wordLines(a.keywords),
      excludeKeywords: wordLines(a.excludeKeywords),
      users: Array.isArray(a.users) ? a.users.filter((u): u is string => typeof u === 'string') : [],
      caseSensitive: a.caseSensitive === true,
      localOnly: a.localOnly === true,
      excludeBots: a.excludeBots === true,
      withReplies: a.withReplies === true,
      withFile: a.withFile === true,
      excludeNotesInSensitiveChannel: false,
    });
    progress.step();
    await yieldToRequests();
  }
}
