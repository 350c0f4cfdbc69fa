const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` in local time, for <input type="date">. */
export function dateInputValue(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `HH:mm` (or `HH:mm:ss` when seconds are set) in local time, for <input type="time">. */
export function timeInputValue(epochMs: number): string {
  const d = new Date(epochMs);
  const seconds = d.getSeconds();
  return `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
}

/** Local date and time fields back to an instant; an unreadable field keeps the other's meaning. */
export function fromDateAndTime(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  if (!y || !m || !d) return Number.NaN;
  return new Date(y, m - 1, d, hh || 0, mm || 0, ss || 0).getTime();
}
