import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice } from '@/ui';

/**
 * A dialog's code, fetched on first use. Only a module that arrived is kept: a failed fetch
 * (a dropped connection, a chunk the server no longer has) is forgotten, so the next open or
 * prefetch asks again instead of failing for the rest of the visit.
 */
export interface LazyModule<M> {
  /** The module if it has arrived, so a dialog whose code is here opens without a loading step. */
  loaded(): M | undefined;
  /** Fetches the module, or joins the fetch under way. */
  load(): Promise<M>;
  /** Fetches it ahead of use; a failure is left for the next load to retry. */
  prefetch(): void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | null = null;
  const load = (): Promise<M> => {
    if (value !== undefined) return Promise.resolve(value);
    pending ??= importer().then(
      (module) => {
        value = module;
        pending = null;
        return module;
      },
      (reason: unknown) => {
        pending = null;
        throw reason;
      },
    );
    return pending;
  };
  return {
    loaded: () => value,
    load,
    prefetch: () => void load().catch(() => undefined),
  };
}

type Phase<M> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; module: M };

export interface LazyDialogProps<M> {
  module: LazyModule<M>;
  /** The dialog's own title, shown (and naming the dialog) while its code loads or failed to. */
  title: string;
  onCancel(): void;
  children(module: M): ReactNode;
}

/**
 * The body of a modal opened at once, on the press, whose content is a lazy chunk: while the
 * chunk loads it says so under the dialog's title, if it fails it says so with Try again (no
 * press ends in nothing), and then it is the dialog itself.
 */
export function LazyDialog<M>({ module, title, onCancel, children }: LazyDialogProps<M>) {
  const i18n = useI18n();
  const [phase, setPhase] = useState<Phase<M>>(() => {
    const ready = module.loaded();
    return ready === undefined ? { kind: 'loading' } : { kind: 'ready', module: ready };
  });
  const [attempt, setAttempt] = useState(0);
  // Opened before its code was here: the modal focused the placeholder, not the dialog.
  const [waited] = useState(() => module.loaded() === undefined);
  const placeholder = useRef<HTMLSpanElement>(null);
  const dialog = useRef<HTMLDialogElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what asks again.
  useEffect(() => {
    if (module.loaded() !== undefined) return;
    let current = true;
    module.load().then(
      (ready) => current && setPhase({ kind: 'ready', module: ready }),
      () => current && setPhase({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [module, attempt]);

  useLayoutEffect(() => {
    dialog.current = placeholder.current?.closest('dialog') ?? dialog.current;
    if (phase.kind === 'loading' || !waited) return;
    // The button that had focus has gone with the placeholder: Try again, or the first field
    // of the dialog that replaced it, gets it, as the modal does for a dialog it opens.
    const frame = dialog.current;
    const preferred =
      frame?.querySelector<HTMLElement>('[data-autofocus]') ??
      frame?.querySelector<HTMLElement>('input, button');
    preferred?.focus();
  }, [phase, waited]);

  if (phase.kind === 'ready') return children(phase.module);
  const failed = phase.kind === 'failed';
  return (
    <DialogFrame
      title={title}
      description={
        failed ? (
          <Notice tone="error">
            <span ref={placeholder}>{i18n.ts.lazyDialog.loadFailed}</span>
          </Notice>
        ) : (
          <p role="status" aria-busy="true">
            <span ref={placeholder}>{i18n.ts.loading}</span>
          </p>
        )
      }
      actions={
        <>
          <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          {failed && (
            <Button
              variant="primary"
              data-autofocus=""
              onClick={() => {
                setPhase({ kind: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {i18n.ts.lazyDialog.retry}
            </Button>
          )}
        </>
      }
    />
  );
}
