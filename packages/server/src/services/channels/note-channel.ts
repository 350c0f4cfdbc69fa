import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';

/** What a packed note says of its channel, as Misskey packs it. */
export type NoteChannel = NonNullable<entities.Note['channel']>;

/**
 * The note-side summary of each channel in `ids`, with one query. Packing reads it per page
 * rather than keeping it in the note cache, so a renamed or recoloured channel shows at once.
 */
export function noteChannels(ctx: InstanceContext, ids: Iterable<string>): Map<string, NoteChannel> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = ctx.db
    .prepare(
      `SELECT id, name, color, is_sensitive AS isSensitive, allow_renote_to_external AS allowRenoteToExternal,
         user_id AS userId FROM channels WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(list)) as (Omit<NoteChannel, 'isSensitive' | 'allowRenoteToExternal'> & {
    isSensitive: number;
    allowRenoteToExternal: number;
  })[];
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, isSensitive: r.isSensitive === 1, allowRenoteToExternal: r.allowRenoteToExternal === 1 },
    ]),
  );
}
