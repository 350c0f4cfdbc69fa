import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccount } from '@/accounts';
import { LruCache } from '@/blurhash/lru';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import { MenuButton, useToast } from '@/ui';
import styles from './Ad.module.css';
import { chooseAd, showsAds, TIMELINE_PLACES } from './chooseAd';

/**
 * The ad each slot shows (a slot is a place on screen: the n-th gap of a timeline, the side
 * column), so a row the virtual list builds again shows the same ad, not a new draw. Bounded:
 * every timeline and filter has slots of its own.
 */
const chosenBySlot = new LruCache<string, string>(200);

export interface AdViewProps {
  /** Between a timeline's notes (wide ads) or in the side column (square ones). */
  where: 'timeline' | 'side';
  slot: string;
}

const PREFERRED: Record<AdViewProps['where'], readonly string[]> = {
  timeline: TIMELINE_PLACES,
  side: ['square'],
};

/**
 * One ad from meta, picked by chooseAd: a picture linking to the advertiser (a new tab, no
 * opener), with a menu to see it less often (the id joins `mutedAds`, saved with the account as
 * Misskey keeps it, and another ad takes its place). A sensitive ad (isSensitive) shows a cover
 * until the reader reveals it. Holders of canHideAds see none unless they turned forceShowAds on.
 */
export function AdView({ where, slot }: AdViewProps) {
  const prefer = PREFERRED[where];
  const i18n = useI18n();
  const { meta } = useInstance();
  const account = useAccount();
  const [muted, setMuted] = useSetting('mutedAds');
  const [forceShowAds] = useSetting('forceShowAds');
  const toast = useToast();
  const ads = meta?.ads ?? [];
  const [chosenId, setChosenId] = useState(() => {
    const kept = chosenBySlot.get(slot);
    if (kept && ads.some((ad) => ad.id === kept)) return kept;
    const id = chooseAd(ads, prefer, muted, new Date())?.id ?? null;
    if (id) chosenBySlot.set(slot, id);
    return id;
  });
  // The sensitive ad the reader chose to see (the cover comes back for another ad).
  const [revealed, setRevealed] = useState<string | null>(null);
  const ad = ads.find((candidate) => candidate.id === chosenId);
  if (!ad || !showsAds(account?.policies.canHideAds, forceShowAds)) return null;

  const reduceFrequency = () => {
    const next = muted.includes(ad.id) ? muted : [...muted, ad.id];
    setMuted(next);
    const other = chooseAd(ads, prefer, next, new Date());
    if (other) chosenBySlot.set(slot, other.id);
    setChosenId(other?.id ?? null);
    toast(i18n.ts.ads.reduced);
  };

  return (
    <figure className={styles.ad} aria-label={i18n.ts.ads.label} data-place={ad.place}>
      {ad.isSensitive && revealed !== ad.id ? (
        // A sensitive ad's picture waits behind a cover until the reader asks for it.
        <button type="button" className={styles.cover} onClick={() => setRevealed(ad.id)}>
          <strong>{i18n.ts.ads.sensitive}</strong>
          <span>{i18n.ts.ads.reveal}</span>
        </button>
      ) : (
        <a className={styles.link} href={ad.url} target="_blank" rel="noopener noreferrer">
          <img
            className={styles.image}
            src={ad.imageUrl}
            alt={i18n.t('ads.link', { host: new URL(ad.url).host })}
            loading="lazy"
            decoding="async"
          />
        </a>
      )}
      <MenuButton
        className={styles.menu}
        label={i18n.ts.ads.menu}
        items={[{ type: 'button', text: i18n.ts.ads.reduceFrequency, action: reduceFrequency }]}
      >
        <IconDots size={16} aria-hidden="true" />
      </MenuButton>
    </figure>
  );
}
