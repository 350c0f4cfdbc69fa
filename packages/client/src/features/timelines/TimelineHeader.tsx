import { IconAdjustmentsHorizontal, IconHome, IconPlanet, IconUsers, IconWorld } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import type { TimelineFilter } from '@/settings';
import { MenuButton, type MenuItem, useTooltip } from '@/ui';
import type { TimelineTab } from './sources';
import styles from './Timeline.module.css';

const ICONS = { home: IconHome, local: IconPlanet, social: IconUsers, global: IconWorld } as const;
const FILTER_KEYS = ['withReplies', 'withRenotes', 'withSensitive', 'onlyFiles', 'withCw'] as const;
/**
 * Below this header width (a phone, a deck column, a page window) the four labelled tabs and
 * the filter button no longer fit, so only the selected tab keeps its label; the others show
 * their icon, with the name kept for assistive technology and shown as a tooltip.
 */
const COMPACT_HEADER_WIDTH = 480;

/** Whether the element is narrower than `width`, following resizes of the element itself. */
function useNarrowerThan(element: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setNarrow(target.getBoundingClientRect().width < width);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, width]);
  return narrow;
}

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
  const header = useRef<HTMLDivElement>(null);
  const compact = useNarrowerThan(header, COMPACT_HEADER_WIDTH);
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
    <div ref={header} className={styles.header}>
      <div role="tablist" aria-label={i18n.ts.timelines.sourcesLabel} className={styles.tabs}>
        {sources.map((source, index) => (
          <SourceTab
            key={source}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            source={source}
            selected={source === current}
            iconOnly={compact && source !== current}
            panelId={panelId}
            onSelect={onSelect}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
      <MenuButton label={i18n.ts.timelines.filtersLabel} items={items} className={styles.filterButton}>
        <IconAdjustmentsHorizontal size={18} aria-hidden="true" />
      </MenuButton>
    </div>
  );
}

interface SourceTabProps {
  ref: Ref<HTMLButtonElement>;
  source: TimelineTab;
  selected: boolean;
  iconOnly: boolean;
  panelId: string;
  onSelect(source: TimelineTab): void;
  onKeyDown(event: KeyboardEvent): void;
}

/** One tab; an icon-only tab keeps its name as hidden text and shows it as a tooltip. */
function SourceTab({ ref, source, selected, iconOnly, panelId, onSelect, onKeyDown }: SourceTabProps) {
  const i18n = useI18n();
  const name = i18n.ts.timelines.sources[source];
  const { triggerProps, tooltip } = useTooltip(name);
  const Icon = ICONS[source];
  return (
    <>
      <button
        ref={ref}
        type="button"
        role="tab"
        id={`${panelId}-tab-${source}`}
        aria-selected={selected}
        aria-controls={panelId}
        tabIndex={selected ? 0 : -1}
        className={iconOnly ? `${styles.tab} ${styles.iconOnlyTab}` : styles.tab}
        onClick={() => onSelect(source)}
        {...(iconOnly ? triggerProps : {})}
        onKeyDown={(event) => {
          if (iconOnly) triggerProps.onKeyDown(event);
          onKeyDown(event);
        }}
      >
        <Icon size={18} aria-hidden="true" />
        <span className={iconOnly ? 'visually-hidden' : undefined}>{name}</span>
      </button>
      {iconOnly && tooltip}
    </>
  );
}
