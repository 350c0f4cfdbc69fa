import type { ReactNode } from 'react';
import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import type { ChosenKind, ChosenSource } from './chosenSource';

/** One thing a submenu offers: a list, an antenna or a channel. */
export interface SourceEntry {
  id: string;
  name: string;
}

/** A channel group of the Channels submenu, in the order shown. */
export type ChannelGroup = 'favorites' | 'following' | 'owned';

/** What a submenu has: not asked yet or being asked, failed, or its entries. */
export type SubmenuState<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entries: T };

export interface SourcesMenuState {
  list: SubmenuState<SourceEntry[]>;
  antenna: SubmenuState<SourceEntry[]>;
  channel: SubmenuState<Record<ChannelGroup, SourceEntry[]>>;
}

export const LOADING_MENU: SourcesMenuState = {
  list: { kind: 'loading' },
  antenna: { kind: 'loading' },
  channel: { kind: 'loading' },
};

const CHANNEL_GROUPS: readonly ChannelGroup[] = ['favorites', 'following', 'owned'];
const MANAGE_PATHS = { list: '/my/lists', antenna: '/my/antennas', channel: '/channels' } as const;

/**
 * The "More timelines" menu: Lists, Antennas and Channels submenus, each with its entries (or
 * a loading, failed or empty line) and a link to where they are managed. Channels come in
 * groups (favorites, following, owned), each channel once, under the first group it is in.
 * A kind the account's server does not offer (`offered`) has no submenu (issue 20).
 */
export function sourcesMenuItems(
  state: SourcesMenuState,
  i18n: I18n,
  choose: (choice: ChosenSource, name: string) => void,
  /** Drawn by the caller, so this stays plain data a unit test can read. */
  icons: Record<ChosenKind, ReactNode>,
  offered: (kind: ChosenKind) => boolean = () => true,
): MenuItem[] {
  const t = i18n.ts.timelines.more;
  const entryItems = (kind: ChosenKind, entries: SourceEntry[]): MenuItem[] =>
    entries.map((entry) => ({
      type: 'button',
      text: entry.name,
      icon: icons[kind],
      action: () => choose({ kind, id: entry.id }, entry.name),
    }));
  const body = <T>(sub: SubmenuState<T>, ready: (entries: T) => MenuItem[], empty: string): MenuItem[] => {
    if (sub.kind === 'loading') return [{ type: 'pending', text: i18n.ts.loading }];
    if (sub.kind === 'failed') return [{ type: 'label', text: t.loadFailed }];
    const items = ready(sub.entries);
    return items.length > 0 ? items : [{ type: 'label', text: empty }];
  };
  const submenu = (kind: ChosenKind, text: string, children: MenuItem[], manage: string): MenuItem => ({
    type: 'parent',
    text,
    icon: icons[kind],
    children: [...children, { type: 'divider' }, { type: 'link', text: manage, to: MANAGE_PATHS[kind] }],
  });
  const channelItems = (groups: Record<ChannelGroup, SourceEntry[]>): MenuItem[] => {
    const seen = new Set<string>();
    return CHANNEL_GROUPS.flatMap((group) => {
      const fresh = groups[group].filter((entry) => !seen.has(entry.id));
      for (const entry of fresh) seen.add(entry.id);
      if (fresh.length === 0) return [];
      return [
        { type: 'label', text: i18n.ts.channels.tabs[group] } as MenuItem,
        ...entryItems('channel', fresh),
      ];
    });
  };
  const items: MenuItem[] = [];
  if (offered('list')) {
    items.push(
      submenu(
        'list',
        i18n.ts.lists.title,
        body(state.list, (entries) => entryItems('list', entries), t.noLists),
        t.manageLists,
      ),
    );
  }
  if (offered('antenna')) {
    items.push(
      submenu(
        'antenna',
        i18n.ts.antennas.title,
        body(state.antenna, (entries) => entryItems('antenna', entries), t.noAntennas),
        t.manageAntennas,
      ),
    );
  }
  if (offered('channel')) {
    items.push(
      submenu(
        'channel',
        i18n.ts.channels.title,
        body(state.channel, channelItems, t.noChannels),
        t.browseChannels,
      ),
    );
  }
  return items;
}
