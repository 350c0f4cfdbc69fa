import { useSyncExternalStore } from 'react';

// The count of unresolved abuse reports a moderator sees on the control panel's entries. Kept
// this small on purpose (the navigation reads it at start-up); the staff-only chunk
// (StaffWatch) fills it from admin/abuse-user-reports and the admin channel.

/** How many unresolved reports are fetched to count; more shows as "99+". */
export const OPEN_REPORTS_LIMIT = 100;

let count: number | null = null;
let refresh: (() => void) | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the count (null: not a moderator, or not known yet) and how to fetch it again. */
export function setOpenReports(next: number | null, refetch: (() => void) | null = refresh): void {
  count = next;
  refresh = refetch;
  for (const listener of listeners) listener();
}

/** A report was filed (the admin channel said so). */
export function openReportFiled(): void {
  if (count !== null) setOpenReports(count + 1);
}

/** A report was resolved here: counts again (another moderator may have resolved others). */
export function refreshOpenReports(): void {
  refresh?.();
}

/** The count for a badge: null when there is nothing to show. */
export function useOpenReportCount(): number | null {
  const value = useSyncExternalStore(subscribe, () => count);
  return value ? value : null;
}

/** The badge's text: the count, or "99+" past what was fetched. */
export function badgeText(value: number): string {
  return value >= OPEN_REPORTS_LIMIT ? '99+' : String(value);
}
