/** admin/get-table-stats' answer: per table its rows and bytes. */
export type TableStats = Record<string, { count: number; size: number }>;

export type TableSort = 'size' | 'count' | 'name';

/** The tables as rows, largest first by default (what an administrator looks for). */
export function sortedTables(
  stats: TableStats,
  sort: TableSort,
): { name: string; count: number; size: number }[] {
  const rows = Object.entries(stats).map(([name, s]) => ({ name, count: s.count, size: s.size }));
  return rows.sort((a, b) =>
    sort === 'name' ? a.name.localeCompare(b.name) : b[sort] - a[sort] || a.name.localeCompare(b.name),
  );
}

/** The whole database's rows and bytes. */
export function totals(stats: TableStats): { count: number; size: number } {
  let count = 0;
  let size = 0;
  for (const s of Object.values(stats)) {
    count += s.count;
    size += s.size;
  }
  return { count, size };
}
