import { useCallback, useId, useRef, useState } from 'react';
import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Notice } from '@/ui';
import {
  type ChosenKind,
  type ChosenSource,
  chosenSourceOf,
  chosenTabKey,
  noteSourceOf,
  withChosenSource,
  withPlainSource,
} from './chosenSource';
import { headerTabs, shownSource } from './headerTabs';
import { availableSources } from './sources';
import { Timeline } from './Timeline';
import { TimelineHeader } from './TimelineHeader';
import { CHOSEN_ICONS, useSourcesMenu } from './TimelineHeaderMore';
import { useChosenSource } from './useChosenSource';
import { useHorizontalSwipe } from './useHorizontalSwipe';

/**
 * The home page's timeline: source tabs per policies, the pinned lists, and any list, antenna
 * or channel chosen from the "More timelines" menu, shown in place; filters. All of it is
 * remembered in the `tl` setting, which stays on this device for this account (Misskey Web
 * never reads it, so `src` may say antenna or channel with the id beside it).
 */
export function HomeTimeline() {
  const i18n = useI18n();
  const account = useAccount();
  const [tl, setTl] = useSetting('tl');
  const [pinnedLists, setPinnedLists] = useSetting('pinnedUserLists');
  const [goneKind, setGoneKind] = useState<ChosenKind | null>(null);
  const [timelineHeader] = useSetting('timelineHeader');
  // The offered sources the user keeps in the header (/settings/timeline-header), in their order.
  const sources = headerTabs(availableSources(account?.policies), timelineHeader);
  const chosen = chosenSourceOf(tl);
  const chosenKey = chosen ? chosenTabKey(chosen) : null;
  const current = chosenKey ?? shownSource(tl.src, sources);
  const panelId = useId();
  // The menu and the lookup answer later: they must change the setting as it is then.
  const latest = useRef({ tl, pinnedLists });
  latest.current = { tl, pinnedLists };

  const choose = useCallback(
    (choice: ChosenSource, name: string) => {
      setGoneKind(null);
      setTl(withChosenSource(latest.current.tl, choice, name));
    },
    [setTl],
  );
  const menu = useSourcesMenu(choose);

  useChosenSource(chosen, {
    found: (name) => {
      const { tl: now, pinnedLists: pins } = latest.current;
      if (now.name !== name && chosenSourceOf(now)) setTl({ ...now, name });
      // A pinned list renamed elsewhere takes its new name on its tab too.
      if (chosen?.kind === 'list' && pins.some((item) => item.id === chosen.id && item.name !== name))
        setPinnedLists(pins.map((item) => (item.id === chosen.id ? { id: item.id, name } : item)));
    },
    gone: (kind) => {
      setGoneKind(kind);
      setTl(withPlainSource(latest.current.tl, 'home'));
      // A pinned list that is gone would otherwise stay as a tab that can never load.
      const pins = latest.current.pinnedLists;
      if (kind === 'list' && chosen) setPinnedLists(pins.filter((item) => item.id !== chosen.id));
    },
  });

  const pinnedTabs = pinnedLists.map((item) => ({
    key: chosenTabKey({ kind: 'list', id: item.id }),
    name: item.name,
    icon: CHOSEN_ICONS.list,
  }));
  const chosenTab =
    chosen && chosenKey && !pinnedTabs.some((tab) => tab.key === chosenKey)
      ? [{ key: chosenKey, name: tl.name ?? chosenTitle(i18n, chosen.kind), icon: CHOSEN_ICONS[chosen.kind] }]
      : [];
  const onSelectExtra = (key: string) => {
    const pinned = pinnedLists.find((item) => chosenTabKey({ kind: 'list', id: item.id }) === key);
    if (pinned) choose({ kind: 'list', id: pinned.id }, pinned.name);
  };
  const selectSource = (src: (typeof sources)[number]) => {
    setGoneKind(null);
    setTl(withPlainSource(tl, src));
  };
  // enableHorizontalSwipe: on touch screens a sideways swipe moves along the header's tabs.
  const [swipeEnabled] = useSetting('enableHorizontalSwipe');
  const extraKeys = [...pinnedTabs, ...chosenTab].map((tab) => tab.key);
  const panel = useRef<HTMLDivElement>(null);
  useHorizontalSwipe(panel, swipeEnabled, (step) => {
    const keys: string[] = [...sources, ...extraKeys];
    const at = keys.indexOf(current);
    // No wrapping past either end, as Misskey's.
    const next = at < 0 ? null : (keys[at + step] ?? null);
    const plain = sources.find((source) => source === next);
    if (plain) selectSource(plain);
    else if (next) onSelectExtra(next);
  });

  return (
    <>
      <TimelineHeader
        sources={sources}
        current={current}
        onSelect={selectSource}
        extraTabs={[...pinnedTabs, ...chosenTab]}
        onSelectExtra={onSelectExtra}
        filter={tl.filter}
        onFilterChange={(filter) => setTl({ ...tl, filter })}
        panelId={panelId}
        more={menu}
      />
      {goneKind && <Notice tone="info">{i18n.ts.timelines.more.gone[goneKind]}</Notice>}
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${current}`} ref={panel}>
        {chosen ? (
          <Timeline
            source={noteSourceOf(chosen)}
            filter={tl.filter}
            label={tl.name ?? chosenTitle(i18n, chosen.kind)}
          />
        ) : (
          <Timeline src={shownSource(tl.src, sources)} filter={tl.filter} />
        )}
      </div>
    </>
  );
}

/** What a chosen source is called before its name is known (a setting saved by an older version). */
function chosenTitle(i18n: ReturnType<typeof useI18n>, kind: ChosenKind): string {
  if (kind === 'list') return i18n.ts.lists.title;
  if (kind === 'antenna') return i18n.ts.antennas.title;
  return i18n.ts.channels.title;
}
