import {
  IconAdjustmentsHorizontal,
  IconDots,
  IconHome,
  IconPlanet,
  IconUsers,
  IconWorld,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
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

/** A tab beyond the four sources: a pinned list (spec 000 §3 `pinnedUserLists`), or the list, antenna or channel chosen from the "More timelines" menu. */
export interface ExtraTab {
  /** Unique among the tabs; also what `current` holds while it is selected. */
  key: string;
  name: string;
  icon: TablerIcon;
}

export interface TimelineHeaderProps {
  sources: readonly TimelineTab[];
  /** A source, or the key of an extra tab. */
  current: string;
  onSelect(source: TimelineTab): void;
  extraTabs?: readonly ExtraTab[];
  onSelectExtra?(key: string): void;
  filter: TimelineFilter;
  onFilterChange(filter: TimelineFilter): void;
  panelId: string;
  /** The "More timelines" menu (lists, antennas, channels); loads what it offers when opened. */
  more?: { items: MenuItem[]; onOpenChange(open: boolean): void };
}

/** The source tabs (arrow keys move between them), the menu of further sources and the filter menu. */
export function TimelineHeader({
  sources,
  current,
  onSelect,
  extraTabs = [],
  onSelectExtra,
  filter,
  onFilterChange,
  panelId,
  more,
}: TimelineHeaderProps) {
  const i18n = useI18n();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const header = useRef<HTMLDivElement>(null);
  const compact = useNarrowerThan(header, COMPACT_HEADER_WIDTH);
  const all: TabSpec[] = [
    ...sources.map((source) => ({
      key: source,
      name: i18n.ts.timelines.sources[source],
      icon: ICONS[source],
      select: () => onSelect(source),
    })),
    ...extraTabs.map((tab) => ({ ...tab, select: () => onSelectExtra?.(tab.key) })),
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    const at = all.findIndex((tab) => tab.key === current);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % all.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    if (next < 0) return;
    event.preventDefault();
    all[next]?.select();
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
        {all.map((tab, index) => (
          <SourceTab
            key={tab.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            tab={tab}
            selected={tab.key === current}
            iconOnly={compact && tab.key !== current}
            shrink={compact && tab.key === current}
            panelId={panelId}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
      {more && (
        <MenuButton
          label={i18n.ts.timelines.more.label}
          items={more.items}
          onOpenChange={more.onOpenChange}
          className={styles.filterButton}
        >
          <IconDots size={18} aria-hidden="true" />
        </MenuButton>
      )}
      <MenuButton label={i18n.ts.timelines.filtersLabel} items={items} className={styles.filterButton}>
        <IconAdjustmentsHorizontal size={18} aria-hidden="true" />
      </MenuButton>
    </div>
  );
}

interface TabSpec extends ExtraTab {
  select(): void;
}

interface SourceTabProps {
  ref: Ref<HTMLButtonElement>;
  tab: TabSpec;
  selected: boolean;
  iconOnly: boolean;
  /** The one labelled tab of a narrow header gives way (its name cut short) rather than overflow. */
  shrink: boolean;
  panelId: string;
  onKeyDown(event: KeyboardEvent): void;
}

/** One tab; an icon-only tab keeps its name as hidden text and shows it as a tooltip. */
function SourceTab({ ref, tab, selected, iconOnly, shrink, panelId, onKeyDown }: SourceTabProps) {
  const { name, icon: Icon } = tab;
  const { triggerProps, tooltip } = useTooltip(name);
  return (
    <>
      <button
        ref={ref}
        type="button"
        role="tab"
        id={`${panelId}-tab-${tab.key}`}
        aria-selected={selected}
        aria-controls={panelId}
        tabIndex={selected ? 0 : -1}
        className={`${styles.tab} ${iconOnly ? styles.iconOnlyTab : ''} ${shrink ? styles.shrinkTab : ''}`}
        onClick={tab.select}
        {...(iconOnly ? triggerProps : {})}
        onKeyDown={(event) => {
          if (iconOnly) triggerProps.onKeyDown(event);
          onKeyDown(event);
        }}
      >
        <Icon size={18} aria-hidden="true" />
        <span className={iconOnly ? 'visually-hidden' : styles.tabName}>{name}</span>
      </button>
      {iconOnly && tooltip}
    </>
  );
}
