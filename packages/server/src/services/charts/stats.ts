import type { Endpoints } from 'misskey-js';
import type { Database } from '../../db/database.js';

type StatsResponse = Endpoints['stats']['res'];
const LIVE_LOCAL_USERS = 'host IS NULL AND is_deleted = 0';

/** The server's figures (`stats`): everything is local, there are no known instances. */
export function instanceStats(db: Database): StatsResponse {
  const notes = db
    .prepare('SELECT COUNT(*) FROM notes n JOIN users u ON u.id = n.user_id WHERE u.host IS NULL')
    .pluck()
    .get() as number;
  const users = db.prepare(`SELECT COUNT(*) FROM users WHERE ${LIVE_LOCAL_USERS}`).pluck().get() as number;
  const drive = db.prepare('SELECT COALESCE(SUM(size), 0) FROM drive_files').pluck().get() as number;
  return {
    notesCount: notes,
    originalNotesCount: notes,
    usersCount: users,
    originalUsersCount: users,
    instances: 0,
    driveUsageLocal: drive,
    driveUsageRemote: 0,
  };
}
