/**
 * The picker's emoji images get their address only once their button is within the picker's
 * scroll view, which an IntersectionObserver reports after the frame showing the buttons.
 *
 * Why: every custom emoji is an image file of its own, and a search keystroke used to start a
 * hundred loads (the whole result grid, as Chrome's own lazy loading reaches 1,250 px below the
 * view). Starting them, answering them on the same machine's instance and painting each arrival
 * took a keystroke from about 18 ms without images to 40–70 ms with them. Now only the
 * few rows in view load, after the results are painted. Search results also wait for a pause
 * in typing (`settleMs`): results the next keystroke replaces never load at all, and the loads
 * of one keystroke no longer hold up the next.
 */
const PENDING = 'img[data-src]:not([src])';

function load(image: HTMLImageElement): void {
  image.src = image.dataset.src ?? '';
}

/**
 * Loads the waiting images under `grid` as they come within `view`, starting `settleMs` from
 * now; returns a stop.
 */
export function loadImagesInView(grid: HTMLElement, view: Element | null, settleMs = 0): () => void {
  let stop = () => {};
  const start = () => {
    stop = observe(grid, view);
  };
  if (settleMs <= 0) {
    start();
    return () => stop();
  }
  const timer = setTimeout(start, settleMs);
  return () => {
    clearTimeout(timer);
    stop();
  };
}

function observe(grid: HTMLElement, view: Element | null): () => void {
  const pending = grid.querySelectorAll<HTMLImageElement>(PENDING);
  if (pending.length === 0) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    for (const image of pending) load(image);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        load(entry.target as HTMLImageElement);
        observer.unobserve(entry.target);
      }
    },
    // A row beyond each edge, so a short scroll finds its images already there.
    { root: view, rootMargin: '48px 0px' },
  );
  for (const image of pending) observer.observe(image);
  return () => observer.disconnect();
}
