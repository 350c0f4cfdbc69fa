import {
  IconAntenna,
  IconAppWindow,
  IconAt,
  IconBadges,
  IconBell,
  IconDeviceTv,
  IconHome,
  IconLayoutGrid,
  IconList,
  IconMail,
  IconPlanet,
  IconUniverse,
  IconWhirl,
} from '@tabler/icons-react';
import type { I18n } from '@/i18n';
import type { ColumnType, DeckColumn, DeckTimeline } from './model';

type Icon = typeof IconHome;

const TYPE_ICONS: Record<ColumnType, Icon> = {
  main: IconAppWindow,
  widgets: IconLayoutGrid,
  notifications: IconBell,
  tl: IconHome,
  antenna: IconAntenna,
  list: IconList,
  channel: IconDeviceTv,
  mentions: IconAt,
  direct: IconMail,
  roleTimeline: IconBadges,
};

const TIMELINE_ICONS: Record<DeckTimeline, Icon> = {
  home: IconHome,
  local: IconPlanet,
  social: IconUniverse,
  global: IconWhirl,
};

export function columnIcon(column: Pick<DeckColumn, 'type' | 'tl'>): Icon {
  return column.type === 'tl' ? TIMELINE_ICONS[column.tl ?? 'home'] : TYPE_ICONS[column.type];
}

export function typeIcon(type: ColumnType): Icon {
  return TYPE_ICONS[type];
}

/** The column's own name, else its timeline's or its type's. */
export function columnTitle(column: DeckColumn, i18n: I18n): string {
  if (column.name) return column.name;
  if (column.type === 'tl') return i18n.ts.deck.timelines[column.tl ?? 'home'];
  return i18n.ts.deck.columnTypes[column.type];
}
