import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { isSmallOrTouchScreen, type ModalController, useCurrentDialog } from '@/ui';
import { WindowFrame } from '@/windows/WindowFrame';
import type { EmojiValue, ReactionTarget } from '../types';
import { loadUnicodeEmoji } from '../unicode/loadUnicodeEmoji';
import type { EmojiPicker as EmojiPickerComponent } from './EmojiPicker';
import styles from './EmojiPicker.module.css';
import { pickerSize } from './pickerSize';

export interface EmojiPickerOptions {
  /** The button the picker opened from: a popup sits next to it. */
  anchor?: HTMLElement | null;
  /** Set when picking a reaction: only what that note accepts is offered. */
  reactionTarget?: ReactionTarget;
  /** Called with the chosen emoji as soon as it is picked. */
  onPick?: (value: EmojiValue) => void;
}

export type PickerMode = 'popup' | 'drawer' | 'window';

/** Setting `emojiPickerStyle`: 'auto' is a drawer on small or touch screens, a popup otherwise. */
export function resolvePickerMode(setting: string, smallScreen: boolean): PickerMode {
  if (setting === 'popup' || setting === 'drawer' || setting === 'window') return setting;
  return smallScreen ? 'drawer' : 'popup';
}

const EDGE = 8;
const GAP = 4;

type Rect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * Under the anchor, or above it when there is no room below. With room for neither (a short
 * window), beside it, so the picker never covers the button it came from unless the screen
 * has no room anywhere. Always kept inside the viewport.
 *
 * `container` is the dialog the anchor sits in (the composer): when the picker does not fit
 * under the anchor, it goes beside that dialog, on the side nearer the anchor, rather than
 * above the anchor, where it covered the composer's title while the screen beside stayed empty.
 */
export function placeNear(
  anchor: Rect,
  box: Pick<DOMRect, 'width' | 'height'>,
  viewport: { width: number; height: number } = { width: window.innerWidth, height: window.innerHeight },
  container: Rect | null = null,
): { top: number; left: number } {
  const clampTop = (top: number) => Math.max(EDGE, Math.min(top, viewport.height - box.height - EDGE));
  const clampLeft = (left: number) => Math.max(EDGE, Math.min(left, viewport.width - box.width - EDGE));
  const below = anchor.bottom + GAP;
  if (below + box.height <= viewport.height - EDGE) return { top: below, left: clampLeft(anchor.left) };
  if (container) {
    const afterContainer = container.right + GAP;
    const beforeContainer = container.left - box.width - GAP;
    const fitsAfter = afterContainer + box.width <= viewport.width - EDGE;
    const fitsBefore = beforeContainer >= EDGE;
    const anchorNearerEnd = anchor.left + anchor.right > container.left + container.right;
    // Its bottom level with the anchor's, as if it had opened upwards next to the dialog.
    const top = clampTop(anchor.bottom - box.height);
    if (fitsAfter && (anchorNearerEnd || !fitsBefore)) return { top, left: afterContainer };
    if (fitsBefore) return { top, left: beforeContainer };
  }
  const above = anchor.top - box.height - GAP;
  if (above >= EDGE) return { top: above, left: clampLeft(anchor.left) };
  const right = anchor.right + GAP;
  if (right + box.width <= viewport.width - EDGE) return { top: clampTop(anchor.top), left: right };
  const left = anchor.left - box.width - GAP;
  if (left >= EDGE) return { top: clampTop(anchor.top), left };
  return { top: clampTop(below), left: clampLeft(anchor.left) };
}

/** Moves a placed box back inside the viewport, without moving it otherwise. */
export function keepInside(
  spot: { top: number; left: number },
  box: Pick<DOMRect, 'width' | 'height'>,
  viewport: { width: number; height: number } = { width: window.innerWidth, height: window.innerHeight },
): { top: number; left: number } {
  return {
    top: Math.max(EDGE, Math.min(spot.top, viewport.height - box.height - EDGE)),
    left: Math.max(EDGE, Math.min(spot.left, viewport.width - box.width - EDGE)),
  };
}

/**
 * The picker in the look the setting asks for. The modal host gives the focus trap, Esc,
 * the backdrop press and focus return; the shell sizes and places itself (a popup by its
 * anchor, a drawer at the bottom, a window the user can move and resize).
 */
function PickerShell({
  anchor,
  reactionTarget,
  onPick,
  EmojiPicker,
}: EmojiPickerOptions & { EmojiPicker: typeof EmojiPickerComponent }) {
  const i18n = useI18n();
  const { titleId, done, cancel } = useCurrentDialog<EmojiValue>();
  const [styleSetting] = useSetting('emojiPickerStyle');
  const [scale] = useSetting('emojiPickerScale');
  const [width] = useSetting('emojiPickerWidth');
  const [height] = useSetting('emojiPickerHeight');
  // Fixed for the picker's life: turning a phone mid-pick should not swap its shape.
  const [mode] = useState(() => resolvePickerMode(styleSetting, isSmallOrTouchScreen()));
  const size = pickerSize(scale, width, height);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const shell = ref.current;
    if (mode !== 'popup' || !shell || !anchor?.isConnected) return;
    // The dialog the anchor is in (the composer), not the picker's own layer.
    const container = anchor.closest('dialog');
    const place = () => {
      const box = shell.getBoundingClientRect();
      if (box.height === 0) return;
      // Placed once; later size changes (the profile row hiding while searching) keep the
      // search field where it is, under the user's eyes, and only stay inside the screen.
      const spot =
        shell.dataset.anchored === undefined
          ? placeNear(anchor.getBoundingClientRect(), box, undefined, container?.getBoundingClientRect())
          : keepInside({ top: box.top, left: box.left }, box);
      shell.style.top = `${spot.top}px`;
      shell.style.left = `${spot.left}px`;
      shell.dataset.anchored = '';
    };
    // The modal host shows the <dialog> only after this effect, so the shell has no size yet;
    // a ResizeObserver reports once it has one, after layout and before the frame is painted.
    if (typeof ResizeObserver === 'undefined') {
      place();
      return;
    }
    const observer = new ResizeObserver(place);
    observer.observe(shell);
    return () => observer.disconnect();
  }, [mode, anchor]);

  const choose = (value: EmojiValue) => {
    onPick?.(value);
    done(value);
  };
  const picker = (
    <EmojiPicker
      reactionTarget={reactionTarget}
      size={size}
      fill={mode !== 'popup'}
      titleId={titleId}
      onPick={choose}
    />
  );
  let content: ReactNode = picker;
  if (mode === 'window') {
    // Room for the columns and rows the settings ask for, plus search, tabs and the title bar.
    const windowSize = { width: size.columns * size.cell + 40, height: size.rows * size.cell + 160 };
    content = (
      <WindowFrame
        title={reactionTarget ? i18n.ts.emojiPicker.reactionTitle : i18n.ts.emojiPicker.title}
        size={windowSize}
        mini
        onClose={cancel}
      >
        {picker}
      </WindowFrame>
    );
  }
  return (
    <div ref={ref} className={`${styles.shell} ${styles[mode]}`} data-emoji-picker={mode}>
      {content}
    </div>
  );
}

// The picker's code (grid, tabs, search) is its own chunk: every note has a react button, and
// loading the picker with them made the first timeline paint wait for it. It is fetched when
// the browser is idle after notes are shown, so opening does not wait for the network either.
let pickerCode: Promise<typeof import('./EmojiPicker')> | null = null;

export function preloadEmojiPicker(): Promise<typeof import('./EmojiPicker')> {
  pickerCode ??= import('./EmojiPicker').catch((error: unknown) => {
    pickerCode = null; // the next opening tries again
    throw error;
  });
  return pickerCode;
}

let preloadScheduled = false;

/** Once per page: fetches the picker's code and the unicode data when the browser is idle. */
export function schedulePickerPreload(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  const preload = () => {
    preloadEmojiPicker().catch(() => undefined);
    loadUnicodeEmoji().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 2000);
}

/**
 * Opens the emoji picker (spec 001 §2) and resolves with the chosen emoji, or null when it
 * is dismissed. With `reactionTarget` it offers only what that note accepts from this user.
 * The choice is recorded in recently used.
 */
export async function openEmojiPicker(
  modals: ModalController,
  options: EmojiPickerOptions = {},
): Promise<EmojiValue | null> {
  const { EmojiPicker } = await preloadEmojiPicker();
  const outcome = await modals.open<EmojiValue>(
    () => <PickerShell {...options} EmojiPicker={EmojiPicker} />,
    {
      // The shell places itself by the anchor, so the host gets none (it would position the
      // whole layer); the stylesheet clears the backdrop for popups and windows.
      style: 'dialog',
      priority: 'middle',
    },
  );
  return outcome.canceled ? null : outcome.result;
}
