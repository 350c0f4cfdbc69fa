import type { Migration } from '../migrate.js';

/**
 * Counters behind Misskey's charts/* (issue 21). `chart_hours` holds, per chart, owner (a user id
 * for per-user charts, '' for the instance) and whole UTC hour (start, ms), up to eight counts
 * whose meaning each chart names in services/charts/counters.ts; a day is the sum of its hours,
 * so an event costs one upsert per chart. `chart_members` holds who was counted once per period
 * (active users, unique profile visitors), per hour and per day since uniqueness does not add up.
 * Existing notes, accounts, files, follows and reactions are counted into their hours here, so
 * charts do not start empty on an instance that was in use.
 */
export const chartCounters: Migration = {
  version: 26,
  name: 'chart_counters',
  up(db) {
    db.exec(`
      CREATE TABLE chart_hours (
        chart TEXT NOT NULL,
        owner TEXT NOT NULL,
        hour INTEGER NOT NULL,
        c0 INTEGER NOT NULL DEFAULT 0,
        c1 INTEGER NOT NULL DEFAULT 0,
        c2 INTEGER NOT NULL DEFAULT 0,
        c3 INTEGER NOT NULL DEFAULT 0,
        c4 INTEGER NOT NULL DEFAULT 0,
        c5 INTEGER NOT NULL DEFAULT 0,
        c6 INTEGER NOT NULL DEFAULT 0,
        c7 INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chart, owner, hour)
      ) WITHOUT ROWID;
      CREATE TABLE chart_members (
        chart TEXT NOT NULL,
        owner TEXT NOT NULL,
        span TEXT NOT NULL,
        period INTEGER NOT NULL,
        member TEXT NOT NULL,
        kinds INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chart, owner, span, period, member)
      ) WITHOUT ROWID;
    `);
    const hourOf = (column: string) => `(CAST(strftime('%s', ${column}) AS INTEGER) / 3600) * 3600000`;
    // Kinds as Misskey tells them: a reply that renotes is both; normal is neither.
    const noteCounts = `COUNT(*), 0,
        SUM(CASE WHEN n.reply_id IS NULL AND n.renote_id IS NULL THEN 1 ELSE 0 END),
        SUM(CASE WHEN n.reply_id IS NOT NULL THEN 1 ELSE 0 END),
        SUM(CASE WHEN n.renote_id IS NOT NULL THEN 1 ELSE 0 END),
        SUM(CASE WHEN n.file_ids != '[]' THEN 1 ELSE 0 END)`;
    db.exec(`
      INSERT INTO chart_hours (chart, owner, hour, c0, c1, c2, c3, c4, c5)
        SELECT 'notes', '', ${hourOf('n.created_at')}, ${noteCounts}
        FROM notes n JOIN users u ON u.id = n.user_id WHERE u.host IS NULL GROUP BY 3;
      INSERT INTO chart_hours (chart, owner, hour, c0, c1, c2, c3, c4, c5)
        SELECT 'userNotes', n.user_id, ${hourOf('n.created_at')}, ${noteCounts}
        FROM notes n GROUP BY 2, 3;
      INSERT INTO chart_hours (chart, owner, hour, c0)
        SELECT 'users', '', ${hourOf('created_at')}, COUNT(*)
        FROM users WHERE host IS NULL AND is_deleted = 0 GROUP BY 3;
      INSERT INTO chart_hours (chart, owner, hour, c0, c1)
        SELECT 'drive', '', ${hourOf('f.created_at')}, COUNT(*), SUM(f.size)
        FROM drive_files f GROUP BY 3;
      INSERT INTO chart_hours (chart, owner, hour, c0, c1)
        SELECT 'userDrive', f.user_id, ${hourOf('f.created_at')}, COUNT(*), SUM(f.size)
        FROM drive_files f WHERE f.user_id IS NOT NULL GROUP BY 2, 3;
      INSERT INTO chart_hours (chart, owner, hour, c0)
        SELECT 'userFollowing', follower_id, ${hourOf('created_at')}, COUNT(*) FROM following GROUP BY 2, 3;
      INSERT INTO chart_hours (chart, owner, hour, c2)
        SELECT 'userFollowing', followee_id, ${hourOf('created_at')}, COUNT(*) FROM following WHERE 1 GROUP BY 2, 3
        ON CONFLICT (chart, owner, hour) DO UPDATE SET c2 = c2 + excluded.c2;
      INSERT INTO chart_hours (chart, owner, hour, c0)
        SELECT 'userReactions', n.user_id, ${hourOf('r.created_at')}, COUNT(*)
        FROM note_reactions r JOIN notes n ON n.id = r.note_id GROUP BY 2, 3;
    `);
  },
};
