import { useId } from 'react';
import { useAccount } from '@/accounts';
import { useSetting } from '@/settings';
import { availableSources, effectiveSource } from './sources';
import { Timeline } from './Timeline';
import { TimelineHeader } from './TimelineHeader';

/** The home page's timeline: source tabs per policies, filters, remembered in the `tl` setting. */
export function HomeTimeline() {
  const account = useAccount();
  const [tl, setTl] = useSetting('tl');
  const sources = availableSources(account?.policies);
  const current = effectiveSource(tl.src, sources);
  const panelId = useId();
  return (
    <>
      <TimelineHeader
        sources={sources}
        current={current}
        onSelect={(src) => setTl({ ...tl, src })}
        filter={tl.filter}
        onFilterChange={(filter) => setTl({ ...tl, filter })}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${current}`}>
        <Timeline src={current} filter={tl.filter} />
      </div>
    </>
  );
}
