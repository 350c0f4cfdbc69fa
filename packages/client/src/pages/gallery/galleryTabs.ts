/** The tabs of /gallery, each its own URL hash; featured is the default. */
export const GALLERY_TABS = ['featured', 'popular', 'recent', 'mine', 'liked'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];

/** Mine and liked are the signed-in user's own lists. */
const SIGNED_IN_TABS: readonly GalleryTab[] = ['mine', 'liked'];

export function galleryTabsFor(signedIn: boolean): readonly GalleryTab[] {
  return signedIn ? GALLERY_TABS : GALLERY_TABS.filter((tab) => !SIGNED_IN_TABS.includes(tab));
}

/** The tab a hash names; an unknown hash, or a signed-in tab for a visitor, shows featured. */
export function galleryTabOf(hash: string | undefined, signedIn: boolean): GalleryTab {
  return galleryTabsFor(signedIn).find((tab) => tab === hash) ?? 'featured';
}

export function galleryTabPath(tab: GalleryTab): string {
  return tab === 'featured' ? '/gallery' : `/gallery#${tab}`;
}
