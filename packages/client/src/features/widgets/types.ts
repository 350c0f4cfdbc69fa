import type { ComponentType, LazyExoticComponent } from 'react';
import type { AccountApi } from '@/api';
import type { I18n } from '@/i18n';

/** What a widget's settings may hold: plain values, so they survive JSON and the registry. */
export type WidgetData = Record<string, unknown>;

/** One widget as the stack sees it; `place` and anything else the owner keeps passes through. */
export interface StackWidget {
  id: string;
  name: string;
  data: WidgetData;
}

/** One field of a widget's settings form; the dialog draws it from this description. */
export type WidgetField =
  | { type: 'boolean'; label: string }
  | { type: 'number'; label: string; min: number; max: number }
  | { type: 'text'; label: string; maxLength: number }
  /** Several lines of code (an AiScript): no spelling checks, no capitals. */
  | { type: 'code'; label: string; maxLength: number }
  | {
      type: 'select';
      label: string;
      /** Fixed choices, or choices read from the server when the dialog opens (a user's lists). */
      options: SelectChoice[] | ((api: AccountApi) => Promise<SelectChoice[]>);
    };

export interface SelectChoice {
  /** Saved as it is: Misskey keeps some choices as numbers (a clock's thickness) or null (no folder). */
  value: string | number | null;
  label: string;
}

/** The form of a widget whose settings are `D`: a field per setting the user may change. */
export type WidgetForm<D extends WidgetData> = { [K in keyof D]?: WidgetField };

export interface WidgetProps<D extends WidgetData> {
  id: string;
  /** The widget's settings, defaults filled in. */
  data: D;
  /** Replaces the widget's settings (saved by whoever owns the list). */
  setData(data: D): void;
}

/**
 * How tall a widget's body is, in CSS pixels. `fixed`: exactly that tall, its list scrolling
 * inside (Misskey's timeline, notifications and slideshow keep a `height` setting of 300). `min`:
 * at least that tall, growing with its content: the room is kept while its chunk and data load,
 * so the widgets below do not jump as each one arrives.
 */
export interface WidgetSize {
  fit: 'fixed' | 'min';
  height: number;
}

/** A body of at least `height` pixels. */
export const atLeast = (height: number): WidgetSize => ({ fit: 'min', height });
/** A body of exactly `height` pixels (within Misskey's bounds for such a setting). */
export const exactly = (height: number): WidgetSize => ({
  fit: 'fixed',
  height: Math.max(100, Math.min(1200, Number.isFinite(height) ? height : 300)),
});

/**
 * A widget type. `title` names its region (and its heading); the component is a lazy chunk, so
 * widgets nobody placed cost nothing.
 */
export interface WidgetDefinition<D extends WidgetData = WidgetData> {
  name: string;
  title(i18n: I18n): string;
  defaults: D;
  /** Its default size, or the size its settings give it (a clock's face, a timeline's height). */
  size: WidgetSize | ((data: D) => WidgetSize);
  form?(i18n: I18n): WidgetForm<D>;
  component: LazyExoticComponent<ComponentType<WidgetProps<D>>>;
  /**
   * Settings as the form edits them and back, where one control stands for several fields (the
   * timeline's source select sets `src` and the list or antenna beside it).
   */
  formValues?: { read(data: D): D; write(values: D): D };
}

/** Helps TypeScript check a definition against its own settings type, then forget it. */
export function defineWidget<D extends WidgetData>(definition: WidgetDefinition<D>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}
