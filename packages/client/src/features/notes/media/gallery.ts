/** One image of the gallery: the full file, its real size and its description. */
export interface GalleryItem {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface GalleryTexts {
  /** The gallery dialog's accessible name. */
  title: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

export const GALLERY_HASH = '#pswp';

/**
 * The #pswp history entry of spec 001 §2. PhotoSwipe 5 dropped the history module of v4, so
 * the entry is ours: pushed on open, and on close we go back to drop it, unless Back closed
 * the gallery (the browser already dropped it). The router's state (its entry key) is kept,
 * so the router sees the same page and neither remounts nor scrolls it.
 */
export function galleryHistory(onBack: () => void) {
  let pushed = false;
  let closedByBack = false;
  const onPopState = () => {
    if (!pushed) return;
    pushed = false;
    closedByBack = true;
    window.removeEventListener('popstate', onPopState);
    onBack();
  };
  return {
    open() {
      if (window.location.hash === GALLERY_HASH) return;
      window.history.pushState(window.history.state, '', GALLERY_HASH);
      pushed = true;
      window.addEventListener('popstate', onPopState);
    },
    close() {
      window.removeEventListener('popstate', onPopState);
      if (pushed && !closedByBack && window.location.hash === GALLERY_HASH) window.history.back();
      pushed = false;
    },
  };
}

/**
 * Opens PhotoSwipe at `index`. The library and its stylesheet are loaded on first use, so they
 * stay out of the first-paint bundle.
 */
export async function openGallery(items: GalleryItem[], index: number, texts: GalleryTexts): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([
    import('photoswipe'),
    import('photoswipe/style.css'),
    import('./gallery.css'),
  ]);
  const pswp = new PhotoSwipe({
    dataSource: items.map((item) => ({
      src: item.src,
      width: item.width,
      height: item.height,
      alt: item.alt,
    })),
    index,
    bgOpacity: 0.9,
    showHideAnimationType: 'fade',
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
    // The app's own focus styles and theme colour apply inside the gallery too.
    mainClass: 'shiori-gallery',
  });
  // PhotoSwipe ignores close() while its opening animation runs; Back pressed that early
  // closes the gallery as soon as it has opened.
  const history = galleryHistory(() => {
    if (pswp.opener.isOpen) pswp.close();
    else pswp.on('openingAnimationEnd', () => pswp.close());
  });
  pswp.on('beforeOpen', () => history.open());
  pswp.on('close', () => history.close());
  // PhotoSwipe's root is a role=dialog without a name; screen readers announce this one.
  // Busy while it fades in: controls pressed then are ignored by PhotoSwipe.
  pswp.on('firstUpdate', () => {
    pswp.element?.setAttribute('aria-label', texts.title);
    pswp.element?.setAttribute('aria-busy', 'true');
  });
  pswp.on('openingAnimationEnd', () => pswp.element?.removeAttribute('aria-busy'));
  pswp.init();
}
