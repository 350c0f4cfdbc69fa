import { IconAntenna, IconDeviceTv, IconList } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { type ServerFeature, useServerOffers } from '@/instance/capabilities';
import type { MenuItem } from '@/ui';
import type { ChosenKind, ChosenSource } from './chosenSource';
import { LOADING_MENU, type SourceEntry, type SourcesMenuState, sourcesMenuItems } from './sourcesMenu';

/** The icon of each kind, in the menu and on its tab. */
export const CHOSEN_ICONS = { list: IconList, antenna: IconAntenna, channel: IconDeviceTv } as const;

const MENU_ICONS: Record<ChosenKind, React.ReactNode> = {
  list: <IconList size={18} />,
  antenna: <IconAntenna size={18} />,
  channel: <IconDeviceTv size={18} />,
};

/** Misskey answers at most 100 followed or owned channels a page; one page is what a menu can show. */
const CHANNEL_PAGE = 100;

/** The server feature behind each kind: a server without it gets no submenu and no call. */
const KIND_FEATURES: Record<ChosenKind, ServerFeature> = {
  list: 'lists',
  antenna: 'antennas',
  channel: 'channels',
};

const entries = (items: readonly { id: string; name: string }[]): SourceEntry[] =>
  items.map(({ id, name }) => ({ id, name }));

/**
 * The items of the header's "More timelines" menu and its open handler: the lists, antennas
 * and channels are asked for each time the menu opens (they change on other pages), and each
 * submenu fills in when its answer comes; what was shown before stays until then.
 */
export function useSourcesMenu(choose: (choice: ChosenSource, name: string) => void): {
  items: MenuItem[];
  onOpenChange(open: boolean): void;
} {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const offers = useServerOffers(api);
  const offered = useCallback((kind: ChosenKind) => offers(KIND_FEATURES[kind]), [offers]);
  const [state, setState] = useState<SourcesMenuState>(LOADING_MENU);
  const opened = useRef(0);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) return;
      const round = ++opened.current;
      const settle = <K extends keyof SourcesMenuState>(key: K, load: () => Promise<SourcesMenuState[K]>) => {
        if (!offered(key)) return;
        void load().then(
          (value) => round === opened.current && setState((all) => ({ ...all, [key]: value })),
          () => round === opened.current && setState((all) => ({ ...all, [key]: { kind: 'failed' } })),
        );
      };
      settle('list', () =>
        api
          .call('users/lists/list', {})
          .then((lists) => ({ kind: 'ready', entries: entries(lists) }) as const),
      );
      settle('antenna', () =>
        api.call('antennas/list', {}).then((all) => ({ kind: 'ready', entries: entries(all) }) as const),
      );
      settle('channel', () =>
        Promise.all([
          api.call('channels/my-favorites', {}),
          api.call('channels/followed', { limit: CHANNEL_PAGE }),
          api.call('channels/owned', { limit: CHANNEL_PAGE }),
        ]).then(
          ([favorites, following, owned]) =>
            ({
              kind: 'ready',
              entries: {
                favorites: entries(favorites),
                following: entries(following),
                owned: entries(owned),
              },
            }) as const,
        ),
      );
    },
    [api, offered],
  );

  const items = useMemo(
    () => sourcesMenuItems(state, i18n, choose, MENU_ICONS, offered),
    [state, i18n, choose, offered],
  );
  return { items, onOpenChange };
}
