import type { TimelineTab } from './sources';

/**
 * The home header's source tabs per the `timelineHeader` setting: the available sources it
 * lists, in its order, each once. Ids this header does not draw as tabs (lists, antennas,
 * channels: they are in the "More timelines" menu) are skipped. A header that hides every
 * available source still keeps the first one, so the timeline is never left without a tab.
 */
export function headerTabs(available: readonly TimelineTab[], header: readonly string[]): TimelineTab[] {
  const shown: TimelineTab[] = [];
  for (const id of header)
    if ((available as readonly string[]).includes(id) && !(shown as string[]).includes(id))
      shown.push(id as TimelineTab);
  return shown.length > 0 ? shown : available.slice(0, 1);
}

/** The source to show: the saved one when it has a tab, else the first tab. */
export function shownSource(saved: string, tabs: readonly TimelineTab[]): TimelineTab {
  return (tabs as readonly string[]).includes(saved) ? (saved as TimelineTab) : (tabs[0] ?? 'home');
}
