import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadImagesInView } from './deferredImages';

/** An IntersectionObserver the test drives: it reports what it is told is in view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  show(...elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function grid(count: number): { root: HTMLElement; images: HTMLImageElement[] } {
  const root = document.createElement('div');
  const images = Array.from({ length: count }, (_, n) => {
    const image = document.createElement('img');
    image.dataset.src = `/emoji/e${n}.webp`;
    root.append(image);
    return image;
  });
  return { root, images };
}

afterEach(() => {
  FakeObserver.last = null;
  vi.useRealTimers();
});

describe('loadImagesInView', () => {
  it('gives an image its address only once it comes into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { root, images } = grid(3);
    loadImagesInView(root, null);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([null, null, null]);
    FakeObserver.last?.show(images[1] as HTMLImageElement);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([null, '/emoji/e1.webp', null]);
  });

  it('waits for the pause, and loads nothing when stopped before it (the next keystroke)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { root, images } = grid(2);
    const stop = loadImagesInView(root, null, 120);
    vi.advanceTimersByTime(100);
    expect(FakeObserver.last).toBeNull();
    stop();
    vi.advanceTimersByTime(500);
    expect(FakeObserver.last).toBeNull();
    expect(images.every((image) => !image.hasAttribute('src'))).toBe(true);

    loadImagesInView(root, null, 120);
    vi.advanceTimersByTime(120);
    FakeObserver.last?.show(...images);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/emoji/e0.webp', '/emoji/e1.webp']);
  });

  it('stops watching when stopped, and leaves loaded images alone when run again', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { root, images } = grid(2);
    const stop = loadImagesInView(root, null);
    const first = FakeObserver.last;
    first?.show(images[0] as HTMLImageElement);
    stop();
    expect(first?.disconnected).toBe(true);
    loadImagesInView(root, null);
    expect([...(FakeObserver.last?.observed ?? [])]).toEqual([images[1]]);
  });

  it('loads every image at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { root, images } = grid(2);
    loadImagesInView(root, null);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/emoji/e0.webp', '/emoji/e1.webp']);
  });
});
