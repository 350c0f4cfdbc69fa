import type { ReactNode } from 'react';
import { LAYER_PRIORITY, TOAST_DURATION_MS } from '@/constants';
import { isSmallOrTouchScreen } from './screen';

/** What every dialog yields (spec 000 §4): canceled, or done with a result. */
export type DialogResult<R> = { canceled: true; result: undefined } | { canceled: false; result: R };

export interface DialogControls<R> {
  done(result: R): void;
  cancel(): void;
}

/**
 * How a modal is shown (spec 000 §2): a centered card, a bottom sheet, or a popup next to the
 * element it came from. 'auto' picks a sheet on small or touch screens, a popup when there is
 * an anchor, and a card otherwise.
 */
export type ModalStyle = 'dialog' | 'drawer' | 'popup';
export type LayerPriority = keyof typeof LAYER_PRIORITY;

/** What a popup sits next to: an element, or a point such as a right click. */
export interface ModalAnchor {
  getBoundingClientRect(): {
    top: number;
    left: number;
    right: number;
    bottom: number;
    width: number;
    height: number;
  };
}

export interface OpenOptions {
  style?: ModalStyle | 'auto';
  /** Higher layers stay above lower ones whatever order they open in. Default 'low'. */
  priority?: LayerPriority;
  /** What a popup sits next to. */
  anchor?: ModalAnchor | null;
  /** False for dialogs that must not be dismissed by Esc or the backdrop (a waiting spinner). */
  cancelable?: boolean;
  /** The accessible name, for content without a DialogFrame title. */
  label?: string;
}

export interface ModalEntry {
  readonly key: number;
  readonly render: (controls: DialogControls<unknown>) => ReactNode;
  readonly controls: DialogControls<unknown>;
  /** The element focused when the dialog opened; focus goes back there when it closes. */
  readonly opener: HTMLElement | null;
  readonly style: ModalStyle;
  readonly priority: number;
  readonly anchor: ModalAnchor | null;
  readonly cancelable: boolean;
  readonly label: string | undefined;
}

export interface Toast {
  readonly key: number;
  readonly text: string;
}

export function resolveModalStyle(
  preferred: ModalStyle | 'auto',
  anchor: ModalAnchor | null,
  smallScreen: boolean,
): ModalStyle {
  if (preferred === 'popup') return anchor ? 'popup' : 'dialog';
  if (preferred !== 'auto') return preferred;
  if (smallScreen) return 'drawer';
  return anchor ? 'popup' : 'dialog';
}

/** Lower priority first, then opening order: the order the top layer must show them in. */
export function byLayer(a: ModalEntry, b: ModalEntry): number {
  return a.priority - b.priority || a.key - b.key;
}

/**
 * The stack of open modal dialogs and the toasts over them. One controller per app, created at
 * start-up and handed down through context (not imported as a singleton), so tests get their own.
 */
export class ModalController {
  private entries: readonly ModalEntry[] = [];
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<() => void>();
  private nextKey = 1;

  /** Screen size check, replaceable in tests. */
  constructor(private readonly smallScreen: () => boolean = isSmallOrTouchScreen) {}

  open<R>(
    render: (controls: DialogControls<R>) => ReactNode,
    options: OpenOptions = {},
  ): Promise<DialogResult<R>> {
    return new Promise((resolve) => {
      const key = this.nextKey++;
      let settled = false;
      const settle = (outcome: DialogResult<R>) => {
        if (settled) return;
        settled = true;
        this.entries = this.entries.filter((entry) => entry.key !== key);
        this.emit();
        resolve(outcome);
      };
      const controls: DialogControls<R> = {
        done: (result) => settle({ canceled: false, result }),
        cancel: () => settle({ canceled: true, result: undefined }),
      };
      const active = typeof document === 'undefined' ? null : document.activeElement;
      const anchor = options.anchor ?? null;
      const entry: ModalEntry = {
        key,
        render: render as ModalEntry['render'],
        controls: controls as DialogControls<unknown>,
        opener: active instanceof HTMLElement && active !== document.body ? active : null,
        style: resolveModalStyle(options.style ?? 'dialog', anchor, this.smallScreen()),
        priority: LAYER_PRIORITY[options.priority ?? 'low'],
        anchor,
        cancelable: options.cancelable ?? true,
        label: options.label,
      };
      this.entries = [...this.entries, entry].sort(byLayer);
      this.emit();
    });
  }

  /** A short message that leaves by itself after 4 s (spec 000 §9); several stack. */
  toast(text: string): void {
    const key = this.nextKey++;
    this.toasts = [...this.toasts, { key, text }];
    this.emit();
    setTimeout(() => {
      this.toasts = this.toasts.filter((toast) => toast.key !== key);
      this.emit();
    }, TOAST_DURATION_MS);
  }

  /** Cancels every open dialog (e.g. before a full page navigation). */
  closeAll(): void {
    for (const entry of [...this.entries]) entry.controls.cancel();
  }

  /** Open dialogs, lowest layer first. */
  getEntries = (): readonly ModalEntry[] => this.entries;

  getToasts = (): readonly Toast[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
