import type { ReactNode } from 'react';

/** What every dialog yields (spec 000 §4): canceled, or done with a result. */
export type DialogResult<R> = { canceled: true; result: undefined } | { canceled: false; result: R };

export interface DialogControls<R> {
  done(result: R): void;
  cancel(): void;
}

export interface ModalEntry {
  readonly key: number;
  readonly render: (controls: DialogControls<unknown>) => ReactNode;
  readonly controls: DialogControls<unknown>;
  /** The element focused when the dialog opened; focus goes back there when it closes. */
  readonly opener: HTMLElement | null;
}

/**
 * The stack of open modal dialogs. One controller per app, created at start-up and handed
 * down through context (not imported as a singleton), so tests get their own.
 */
export class ModalController {
  private entries: readonly ModalEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private nextKey = 1;

  open<R>(render: (controls: DialogControls<R>) => ReactNode): Promise<DialogResult<R>> {
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
      this.entries = [
        ...this.entries,
        {
          key,
          render: render as ModalEntry['render'],
          controls: controls as DialogControls<unknown>,
          opener: active instanceof HTMLElement && active !== document.body ? active : null,
        },
      ];
      this.emit();
    });
  }

  /** Cancels every open dialog (e.g. before a full page navigation). */
  closeAll(): void {
    for (const entry of [...this.entries]) entry.controls.cancel();
  }

  getEntries = (): readonly ModalEntry[] => this.entries;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
