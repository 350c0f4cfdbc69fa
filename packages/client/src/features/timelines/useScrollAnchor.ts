import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useRoute } from '@/router';
import type { ReadingPosition } from './useReadingPosition';

/** The nearest scrolling ancestor (a page window's content box), or null for the document. */
export function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node !== document.scrollingElement) return node;
  }
  return null;
}

interface ScrollAnchorOptions {
  /** The list's element. */
  box: RefObject<HTMLElement | null>;
  /** The scrolling box (a page window's), null for the document, undefined until known. */
  scrollParent: HTMLElement | null | undefined;
  /** The ids the list shows now. */
  ids: RefObject<string[]>;
  /** Where the note being read is kept for the next visit. */
  position: ReadingPosition;
}

/**
 * Follows the note at the top of the screen while the reader scrolls: for a return from
 * another page of this visit (the list is then scrolled back to it), and for the next visit
 * (the reading position, saved on pagehide too). Returns the ref the Virtuoso list takes.
 */
export function useScrollAnchor({ box, scrollParent, ids, position }: ScrollAnchorOptions) {
  // The reading position across a visit to another page. This page stays mounted but hidden
  // (display: none) meanwhile, which Virtuoso cannot measure; so the note at the top of the
  // viewport is remembered while reading, and brought back to the same spot on return.
  useRoute(); // re-render on every navigation, to notice being hidden and shown again
  const virtuoso = useRef<VirtuosoHandle | null>(null);
  const anchor = useRef<{ id: string; top: number } | null>(null);
  const wasHidden = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: box is a ref, read when the events come.
  useEffect(() => {
    if (scrollParent === undefined) return;
    const target: HTMLElement | Window = scrollParent ?? window;
    const onScroll = () => {
      const element = box.current;
      if (!element || element.closest('[hidden]')) return;
      const viewTop = scrollParent ? scrollParent.getBoundingClientRect().top : 0;
      let found = false;
      for (const item of element.querySelectorAll<HTMLElement>('[data-note-id]')) {
        const rect = item.getBoundingClientRect();
        const id = item.dataset.noteId;
        if (!id || rect.bottom <= viewTop) continue;
        if (!found) anchor.current = { id, top: rect.top - viewTop };
        found = true;
        // The note being read, for the next visit: not one of which only a sliver shows.
        if (rect.bottom - viewTop > Math.min(rect.height / 2, 100)) {
          position.note(id);
          return;
        }
      }
    };
    // Leaving the page: what is on screen now, even if the list moved since the last scroll.
    const onPageHide = () => {
      if (anchor.current) onScroll();
      position.flush();
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [scrollParent, position]);
  useLayoutEffect(() => {
    const hidden = Boolean(box.current?.closest('[hidden]'));
    const saved = anchor.current;
    if (wasHidden.current && !hidden && saved) {
      // After the router has restored the page's scroll offset (a parent's layout effect).
      requestAnimationFrame(() => {
        const index = ids.current.indexOf(saved.id);
        if (index >= 0) virtuoso.current?.scrollToIndex({ index, align: 'start', offset: -saved.top });
      });
    }
    wasHidden.current = hidden;
  });
  return virtuoso;
}
