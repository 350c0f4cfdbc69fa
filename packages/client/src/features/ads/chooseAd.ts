import type * as Misskey from 'misskey-js';
import { isHttpUrl } from '@/users/httpUrl';

/** An ad as meta lists it (the ones running today). */
export type MetaAd = Misskey.entities.MetaLite['ads'][number];

/** Between a timeline's notes, as Misskey: a wide picture. */
export const TIMELINE_PLACES: readonly string[] = ['horizontal', 'horizontal-big'];

/**
 * Whether the ad runs on this day: `dayOfWeek` is a bit per weekday (bit 0 Sunday … bit 6
 * Saturday), none set meaning every day. The server filters by its own day; this is the
 * reader's day, which is the one that counts once a page stays open past midnight.
 */
export function runsOn(ad: Pick<MetaAd, 'dayOfWeek'>, day: Date): boolean {
  return ad.dayOfWeek === 0 || (ad.dayOfWeek & (1 << day.getDay())) !== 0;
}

/**
 * Picks the ad to show, Misskey's way: the ads of the preferred places (square ones when there
 * are none), each as likely as its ratio; an ad the reader asked to see less often counts as
 * ratio 0 and, like the administrator's ratio-0 ads, is shown only when no other one is left.
 * Ads whose link or picture is not http(s) are never shown. null: nothing to show.
 */
export function chooseAd(
  ads: readonly MetaAd[],
  prefer: readonly string[],
  muted: readonly string[],
  day: Date,
  random: () => number = Math.random,
): MetaAd | null {
  const usable = ads
    .filter((ad) => runsOn(ad, day) && isHttpUrl(ad.url) && isHttpUrl(ad.imageUrl))
    .map((ad) => (muted.includes(ad.id) ? { ...ad, ratio: 0 } : ad));
  let candidates = usable.filter((ad) => prefer.includes(ad.place));
  if (candidates.length === 0) candidates = usable.filter((ad) => ad.place === 'square');
  const weighted = candidates.filter((ad) => ad.ratio > 0);
  if (weighted.length === 0) {
    if (candidates.length === 0) return null;
    return candidates[Math.floor(random() * candidates.length)] ?? null;
  }
  const total = weighted.reduce((sum, ad) => sum + ad.ratio, 0);
  let point = random() * total;
  for (const ad of weighted) {
    if (point < ad.ratio) return ad;
    point -= ad.ratio;
  }
  return weighted[weighted.length - 1] ?? null;
}

/**
 * Whether ads are shown to this reader: not to holders of `canHideAds` (a role policy) unless
 * they turned `forceShowAds` on; always to visitors.
 */
export function showsAds(canHideAds: boolean | undefined, forceShowAds: boolean): boolean {
  return forceShowAds || !canHideAds;
}
