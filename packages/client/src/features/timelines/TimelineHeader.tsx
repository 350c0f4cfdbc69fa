import { IconAdjustmentsHorizontal, IconHome, IconPlanet, IconUsers, IconWorld } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import { useI18n } from '@/i18n';
import type { TimelineFilter } from '@/settings';
import { MenuButton, type MenuItem } from '@/ui';
import type { TimelineTab } from './sources';
import styles from './Timeline.module.css';

const ICONS = { home: IconHome, local: IconPlanet, social: IconUsers, global: IconWorld } as const;
const FILTER_KEYS = ['withReplies', 'withRenotes', 'withSensitive', 'onlyFiles', 'withCw'] as const;

export interface TimelineHeaderProps {
  sources: readonly TimelineTab[];
  current: TimelineTab;
  onSelect(source: TimelineTab): void;
  filter: TimelineFilter;
  onFilterChange(filter: TimelineFilter): void;
  panelId: string;
}

/** The source tabs (arrow keys move between them) and the filter menu. */
export function TimelineHeader({
  sources,
  current,
  onSelect,
  filter,
  onFilterChange,
  panelId,
}: TimelineHeaderProps) {
  const i18n = useI18n();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = sources.indexOf(current);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % sources.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + sources.length) % sources.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = sources.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const source = sources[next];
    if (source) onSelect(source);
    tabs.current[next]?.focus();
  };
  const items: MenuItem[] = FILTER_KEYS.map((key) => ({
    type: 'switch',
    text: i18n.ts.timelines.filters[key],
    checked: filter[key],
    onChange: (checked: boolean) => onFilterChange({ ...filter, [key]: checked }),
  }));
  return (
    <div className={styles.header}>
      <div role="tablist" aria-label={i18n.ts.timelines.sourcesLabel} className={styles.tabs}>
        {sources.map((source, index) => {
          const Icon = ICONS[source];
          const selected = source === current;
          return (
            <button
              key={source}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${panelId}-tab-${source}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(source)}
              onKeyDown={onKeyDown}
            >
              <Icon size={18} aria-hidden="true" />
              <span>{i18n.ts.timelines.sources[source]}</span>
            </button>
          );
        })}
      </div>
      <MenuButton label={i18n.ts.timelines.filtersLabel} items={items} className={styles.filterButton}>
        <IconAdjustmentsHorizontal size={18} aria-hidden="true" />
      </MenuButton>
    </div>
  );
}
