import { type RefObject, useLayoutEffect, useState } from 'react';

/** What decides whether the toolbar's tools and Post fit on one row. */
export interface ToolbarRow {
  /** The toolbar's inner width. */
  available: number;
  /** Every tool shown inline, the least used ones included. */
  tools: number;
  /** One tool button's width (they are all the same icon button). */
  toolWidth: number;
  /** Between two tools. */
  toolGap: number;
  /** Between the tools and Post. */
  rowGap: number;
  /** Post (or Schedule): its label differs by language and by state. */
  submitWidth: number;
}

/** Whether the least used tools must go into a menu for the row not to wrap. */
export function mustFold(row: ToolbarRow): boolean {
  // Nothing laid out yet (or a test DOM without layout): keep every tool where it is.
  if (row.available <= 0 || row.toolWidth <= 0) return false;
  const tools = row.tools * row.toolWidth + Math.max(0, row.tools - 1) * row.toolGap;
  return tools + row.rowGap + row.submitWidth > row.available;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Folds the least used tools into a "More tools" menu when the toolbar is too narrow for all
 * of them and Post on one row (a phone at 390 px wrapped the last icon onto a row of its own).
 * Decided from widths, not from whether the row wrapped, so that folding never unfolds itself.
 */
export function useToolbarFold(toolbar: RefObject<HTMLElement | null>, tools: number): boolean {
  const [fold, setFold] = useState(false);
  useLayoutEffect(() => {
    const element = toolbar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const fieldset = element.querySelector('fieldset');
      const submit = element.querySelector<HTMLElement>('[type="submit"]');
      const buttons = fieldset ? [...fieldset.querySelectorAll<HTMLElement>(':scope > button')] : [];
      setFold(
        mustFold({
          available: element.clientWidth,
          tools,
          toolWidth: Math.max(0, ...buttons.map((button) => button.offsetWidth)),
          toolGap: fieldset ? px(getComputedStyle(fieldset).columnGap) : 0,
          rowGap: px(getComputedStyle(element).columnGap),
          submitWidth: submit?.offsetWidth ?? 0,
        }),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const submit = element.querySelector('[type="submit"]');
    if (submit) observer.observe(submit);
    return () => observer.disconnect();
  }, [toolbar, tools]);
  return fold;
}
