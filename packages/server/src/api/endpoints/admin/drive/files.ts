import type { entities } from 'misskey-js';
import { pageWindowConditions } from '../../../../db/paging.js';
import { packDriveFile } from '../../../../services/drive/pack.js';
import { findFilesInOrder } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Every user's drive files, for the control panel's file list (moderators, as in Misskey). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:drive',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    userId: { type: ['string', 'null'] },
    type: { type: ['string', 'null'], pattern: '^[a-zA-Z0-9/\\-*]+$' },
    origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
    hostname: { type: ['string', 'null'], default: null },
  },
  required: [],
} as const satisfies ParamDef;

/**
 * Misskey's filters: a user (then origin and host are ignored, as there), the owner's origin
 * and host, and a MIME type or a family as `image/*`. Newest first; oldest first when only
 * sinceId is given.
 */
export const handler: SignedInHandler<'admin/drive/files'> = (ps, { instance }): entities.DriveFile[] => {
  const window = pageWindowConditions(ps, 'f');
  const where = [...window.conditions];
  const args: unknown[] = [...window.args];
  if (ps.userId) {
    where.push('f.user_id = ?');
    args.push(ps.userId);
  } else {
    if (ps.origin === 'local') where.push('u.host IS NULL');
    else if (ps.origin === 'remote') where.push('u.host IS NOT NULL');
    if (ps.hostname) {
      where.push('u.host = ?');
      args.push(ps.hostname.toLowerCase());
    }
  }
  if (ps.type) {
    if (ps.type.endsWith('/*')) {
      where.push("f.type LIKE ? ESCAPE '\\'");
      args.push(`${ps.type.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    } else {
      where.push('f.type = ?');
      args.push(ps.type);
    }
  }
  const ascending = ps.sinceId !== undefined && ps.untilId === undefined;
  const ids = instance.db
    .prepare(
      `SELECT f.id FROM drive_files f JOIN users u ON u.id = f.user_id
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY f.id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
    )
    .pluck()
    .all(...args, ps.limit ?? 10) as string[];
  return findFilesInOrder(instance.db, ids).map((file) =>
    packDriveFile(instance, file, { detail: true, withUser: true, self: true }),
  );
};
