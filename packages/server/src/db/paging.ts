/** The id and date window of a Misskey list request (sinceId, untilId, sinceDate, untilDate). */
export interface PageWindow {
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/**
 * SQL conditions (and their arguments) for a page window over a table with time-sortable ids
 * and an ISO `created_at`. `alias` prefixes the columns when the query joins tables.
 */
export function pageWindowConditions(q: PageWindow, alias = ''): { conditions: string[]; args: string[] } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const conditions: string[] = [];
  const args: string[] = [];
  if (q.sinceId) {
    conditions.push(`${column('id')} > ?`);
    args.push(q.sinceId);
  }
  if (q.untilId) {
    conditions.push(`${column('id')} < ?`);
    args.push(q.untilId);
  }
  if (q.sinceDate !== undefined) {
    conditions.push(`${column('created_at')} > ?`);
    args.push(new Date(q.sinceDate).toISOString());
  }
  if (q.untilDate !== undefined) {
    conditions.push(`${column('created_at')} < ?`);
    args.push(new Date(q.untilDate).toISOString());
  }
  return { conditions, args };
}
