import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether nothing between `root` and `element` is hidden: pages kept in the page cache are. The
 * window itself may be hidden (minimized) and must keep its title, so only inside `root` counts.
 */
function shownWithin(element: Element, root: HTMLElement): boolean {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (node.hasAttribute('hidden') || (node instanceof HTMLElement && node.style.display === 'none'))
      return false;
  }
  return true;
}

/** The first shown level-1 heading under `root`. */
function visibleHeading(root: HTMLElement): string | null {
  for (const heading of root.querySelectorAll('h1')) {
    const text = heading.textContent?.trim();
    if (text && shownWithin(heading, root)) return text;
  }
  return null;
}

/**
 * A page window is titled by the page's own heading, so the title says what the page says
 * (pages do not publish metadata yet); until there is one, by its path. The text is read as
 * plain text and rendered as text, never as HTML.
 */
export function usePageTitle(root: RefObject<HTMLElement | null>, fallback: string): string {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const update = () => setTitle(visibleHeading(element));
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [root]);
  return title ?? fallback;
}
