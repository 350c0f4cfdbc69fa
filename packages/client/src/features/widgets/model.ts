import type { StackWidget, WidgetData, WidgetDefinition, WidgetSize } from './types';

/**
 * The operations on a list of widgets, as pure functions: the stack calls them and hands the
 * result to its owner (the side column's setting, a deck column), which saves it.
 */

/** A widget's settings with the definition's defaults under them: old saves lack new fields. */
export function settingsOf<D extends WidgetData>(definition: WidgetDefinition<D>, widget: StackWidget): D {
  const data: WidgetData = { ...definition.defaults };
  for (const [key, value] of Object.entries(widget.data)) {
    // Only fields the widget knows, of the default's type: a hand-edited or older save cannot
    // hand a component a string where it reads a number.
    if (!Object.hasOwn(definition.defaults, key)) continue;
    const fallback = definition.defaults[key];
    if (fallback === null || value === null || typeof value === typeof fallback) data[key] = value;
  }
  return data as D;
}

/** The size a widget's body takes with these settings. */
export function sizeOf<D extends WidgetData>(definition: WidgetDefinition<D>, data: D): WidgetSize {
  return typeof definition.size === 'function' ? definition.size(data) : definition.size;
}

export function addWidget<W extends StackWidget>(list: readonly W[], widget: W): W[] {
  return [...list, widget];
}

export function removeWidget<W extends StackWidget>(list: readonly W[], id: string): W[] {
  return list.filter((widget) => widget.id !== id);
}

/** Moves a widget by `delta` places, stopping at either end; the same list when it cannot move. */
export function moveWidget<W extends StackWidget>(list: readonly W[], id: string, delta: number): W[] {
  const from = list.findIndex((widget) => widget.id === id);
  if (from < 0) return [...list];
  const to = Math.max(0, Math.min(list.length - 1, from + delta));
  if (to === from) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Moves a widget to where another one is (a drop): the others keep their order. */
export function moveWidgetTo<W extends StackWidget>(list: readonly W[], id: string, overId: string): W[] {
  const to = list.findIndex((widget) => widget.id === overId);
  const from = list.findIndex((widget) => widget.id === id);
  if (from < 0 || to < 0) return [...list];
  return moveWidget(list, id, to - from);
}

export function updateWidgetData<W extends StackWidget>(
  list: readonly W[],
  id: string,
  data: WidgetData,
): W[] {
  return list.map((widget) => (widget.id === id ? { ...widget, data } : widget));
}

/** A new widget's id: unique enough for a list kept per account, and Misskey's ids are strings too. */
export function newWidgetId(): string {
  return globalThis.crypto.randomUUID();
}
