import { IconList } from '@tabler/icons-react';
import { useId } from 'react';
import { useAccount } from '@/accounts';
import { userListSource } from '@/features/lists/listSource';
import { useSetting } from '@/settings';
import { availableSources, effectiveSource } from './sources';
import { Timeline } from './Timeline';
import { TimelineHeader } from './TimelineHeader';

const LIST_TAB = 'list-';

/**
 * The home page's timeline: source tabs per policies plus the pinned lists, filters, remembered
 * in the `tl` setting (a list tab is `src: 'list'` with its id in `userList`).
 */
export function HomeTimeline() {
  const account = useAccount();
  const [tl, setTl] = useSetting('tl');
  const [pinnedLists] = useSetting('pinnedUserLists');
  const sources = availableSources(account?.policies);
  const list = tl.src === 'list' ? pinnedLists.find((item) => item.id === tl.userList) : undefined;
  const current = list ? `${LIST_TAB}${list.id}` : effectiveSource(tl.src, sources);
  const panelId = useId();
  return (
    <>
      <TimelineHeader
        sources={sources}
        current={current}
        onSelect={(src) => setTl({ ...tl, src })}
        extraTabs={pinnedLists.map((item) => ({
          key: `${LIST_TAB}${item.id}`,
          name: item.name,
          icon: IconList,
        }))}
        onSelectExtra={(key) => setTl({ ...tl, src: 'list', userList: key.slice(LIST_TAB.length) })}
        filter={tl.filter}
        onFilterChange={(filter) => setTl({ ...tl, filter })}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${current}`}>
        {list ? (
          <Timeline source={userListSource(list.id)} filter={tl.filter} label={list.name} />
        ) : (
          <Timeline src={effectiveSource(tl.src, sources)} filter={tl.filter} />
        )}
      </div>
    </>
  );
}
