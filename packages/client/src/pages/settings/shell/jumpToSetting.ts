import { foldForSearch } from './search';

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The element that shows a setting labelled `label` inside `root`: its form control when a
 * <label> names one, else the first control of the group a legend or heading names, else that
 * heading. Labels are compared by their own text (a hint inside a label does not count).
 */
export function findSetting(root: ParentNode, label: string): HTMLElement | null {
  const wanted = foldForSearch(label);
  const textOf = (element: Element) => foldForSearch(element.firstChild?.textContent ?? '');
  const fullText = (element: Element) => foldForSearch(element.textContent ?? '');
  const named = (element: Element) => fullText(element) === wanted || textOf(element) === wanted;
  for (const element of root.querySelectorAll('label')) {
    if (!named(element) && !fullText(element).startsWith(wanted)) continue;
    const control = (element as HTMLLabelElement).control;
    if (control instanceof HTMLElement) return control;
  }
  // A link that opens the setting's own page (the plugin page's "Install a plugin") counts too.
  for (const element of root.querySelectorAll('legend, h2, h3, h4, [role="tab"], button, a[href]')) {
    if (!named(element)) continue;
    if (element.matches('button, [role="tab"], a[href]')) return element as HTMLElement;
    const group = element.closest('fieldset, section') ?? element.parentElement;
    const control = group?.querySelector<HTMLElement>(FOCUSABLE);
    return control ?? (element as HTMLElement);
  }
  return null;
}

/** How long the found setting stays highlighted. */
const HIGHLIGHT_MS = 2000;
/** How long to wait for the page (its code may still be loading) to show the setting. */
const WAIT_MS = 8000;

/**
 * Scrolls the setting into view, focuses it and highlights it briefly, waiting for the page
 * to render it. Returns a function that stops waiting (the page was left).
 */
export function jumpToSetting(root: HTMLElement, label: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const land = (): boolean => {
    const target = findSetting(root, label);
    if (!target) return false;
    if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
    target.setAttribute('data-settings-found', '');
    timer = setTimeout(() => target.removeAttribute('data-settings-found'), HIGHLIGHT_MS);
    return true;
  };
  if (land()) return () => clearTimeout(timer);
  const observer = new MutationObserver(() => {
    if (land()) stop();
  });
  const giveUp = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
