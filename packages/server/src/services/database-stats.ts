import type { InstanceContext } from './context.js';

/**
 * admin/get-table-stats from SQLite: each table's row count and its bytes on disk with its
 * indexes (Misskey reports pg_total_relation_size, which counts indexes too). Sizes come from
 * the `dbstat` table, counts from COUNT(*) (exact, unlike PostgreSQL's estimate; a scan of
 * each table, which is the price of an admin's explicit look).
 */
export function tableStats(ctx: InstanceContext): Record<string, { count: number; size: number }> {
  const tables = ctx.db
    .prepare(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`,
    )
    .all() as { name: string }[];
  const sizes = new Map(
    (
      ctx.db
        .prepare(
          `SELECT m.tbl_name AS name, SUM(s.pgsize) AS size FROM dbstat s
           JOIN sqlite_schema m ON m.name = s.name GROUP BY m.tbl_name`,
        )
        .all() as { name: string; size: number }[]
    ).map((row) => [row.name, row.size]),
  );
  const result: Record<string, { count: number; size: number }> = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${quoted}`).get() as { n: number };
    result[name] = { count: n, size: sizes.get(name) ?? 0 };
  }
  return result;
}

/**
 * VACUUM rewrites the database file without its free pages (SQLite's VACUUM is always what
 * PostgreSQL calls FULL); ANALYZE refreshes the query planner's statistics. Both block every
 * request while they run, which is why they are explicit admin actions.
 */
export function vacuumDatabase(ctx: InstanceContext, options: { full: boolean; analyze: boolean }): void {
  if (options.full) ctx.db.exec('VACUUM');
  if (options.analyze) ctx.db.exec('ANALYZE');
}
