import { TIMELINE_TABS, type TimelineTab } from '@/features/timelines/sources';

export interface HeaderRow {
  id: TimelineTab;
  shown: boolean;
}

const isTab = (id: string): id is TimelineTab => (TIMELINE_TABS as readonly string[]).includes(id);

/** Every source tab as a row: the shown ones in the setting's order, then the hidden ones. */
export function rowsOf(header: readonly string[]): HeaderRow[] {
  const shown = [...new Set(header.filter(isTab))];
  const hidden = TIMELINE_TABS.filter((id) => !shown.includes(id));
  return [...shown.map((id) => ({ id, shown: true })), ...hidden.map((id) => ({ id, shown: false }))];
}

/**
 * The setting for these rows: the shown tabs in order, then whatever else the old value held
 * (lists, antennas, channels: ids Misskey keeps there that this header does not draw as tabs).
 */
export function headerOf(rows: readonly HeaderRow[], previous: readonly string[]): string[] {
  return [...rows.filter((row) => row.shown).map((row) => row.id), ...previous.filter((id) => !isTab(id))];
}
