import { IconChevronUp, IconMinus, IconSquare, IconSquares, IconX } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useI18n } from '@/i18n';
import { createDoubleClickDetector } from './doubleClick';
import { TitleButton } from './TitleButton';
import { useViewport } from './useViewport';
import styles from './WindowFrame.module.css';
import {
  createWindowState,
  displayedRect,
  type Edge,
  minimize,
  moveRect,
  type Rect,
  resizeRect,
  restore,
  restoreUnderPointer,
  toggleMaximize,
  type WindowMode,
  type WindowState,
} from './windowState';

export interface WindowFrameProps {
  title: string;
  /** The normal size the window opens at. */
  size: { width: number; height: number };
  /** How many windows were opened before this one, to offset it from them. */
  cascade?: number;
  /** The compact variant: a 32 px title bar and 32 px when minimized. */
  mini?: boolean;
  zIndex?: number;
  /** This window's place among the minimized ones (bottom-left line-up). */
  minimizedIndex?: number;
  /** Buttons before the title (a page window's Back and Reload). */
  leading?: ReactNode;
  /** Buttons between the title and the window's own buttons. */
  trailing?: ReactNode;
  onModeChange?(mode: WindowMode): void;
  /** Pressed, clicked or focused: the host brings it to the front. */
  onActivate?(): void;
  onClose(): void;
  children: ReactNode;
}

const EDGES: Edge[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
/** Pointer travel before a press on the title counts as a drag rather than a click. */
const DRAG_THRESHOLD = 4;

interface Gesture {
  kind: 'move' | Edge;
  startX: number;
  startY: number;
  rect: Rect;
  moved: boolean;
  fromMaximized: boolean;
}

/**
 * A non-modal window (spec 000 §4): a dialog role named by its title, movable by the title
 * bar, resizable from every edge and corner, and normal / maximized / minimized. Focus moves
 * into it on open; Esc closes it while focus is inside.
 */
export function WindowFrame({
  title,
  size,
  cascade = 0,
  mini = false,
  zIndex,
  minimizedIndex = 0,
  leading,
  trailing,
  onModeChange,
  onActivate,
  onClose,
  children,
}: WindowFrameProps) {
  const i18n = useI18n();
  const titleId = useId();
  const viewport = useViewport();
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WindowState>(() => createWindowState(size, viewport, cascade));
  const stateRef = useRef(state);
  stateRef.current = state;
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [doubleClick] = useState(() => createDoubleClickDetector());

  const onModeChangeRef = useRef(onModeChange);
  onModeChangeRef.current = onModeChange;
  useEffect(() => {
    onModeChangeRef.current?.(state.mode);
  }, [state.mode]);

  useLayoutEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  const rect = displayedRect(state, viewport, minimizedIndex, mini);

  const startGesture = (event: PointerEvent<HTMLElement>, kind: Gesture['kind']) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = {
      kind,
      startX: event.clientX,
      startY: event.clientY,
      rect: stateRef.current.rect,
      moved: false,
      fromMaximized: stateRef.current.mode === 'maximized',
    };
  };

  const continueGesture = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.moved = true;
      if (current.fromMaximized && current.kind === 'move') {
        // Restore first, under the pointer; from here on the drag moves the normal window.
        const restored = restoreUnderPointer(
          stateRef.current,
          { x: event.clientX, y: event.clientY },
          viewport,
        );
        current.rect = restored.rect;
        current.startX = event.clientX;
        current.startY = event.clientY;
        setState(restored);
        return;
      }
    }
    const next =
      current.kind === 'move'
        ? moveRect(current.rect, dx, dy, viewport)
        : resizeRect(current.rect, current.kind, dx, dy, viewport);
    setState((previous) => ({ ...previous, rect: next }));
  };

  const endGesture = () => {
    suppressClick.current = gesture.current?.moved ?? false;
    gesture.current = null;
  };

  const onTitlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons in the title bar are pressed, not dragged; a minimized window stays in its slot.
    if ((event.target as Element).closest('button, a') || stateRef.current.mode === 'minimized') return;
    startGesture(event, 'move');
  };

  const onTitleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button, a')) return;
    if (suppressClick.current) {
      suppressClick.current = false;
      doubleClick.reset();
      return;
    }
    if (doubleClick.click()) setState(toggleMaximize);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const mode = state.mode;
  const classes = [styles.window, styles[mode], mini ? styles.mini : ''].filter(Boolean).join(' ');

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classes}
      data-window-mode={mode}
      style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height, zIndex }}
      onPointerDownCapture={onActivate}
      onFocus={onActivate}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: dragging and double-clicking the title bar are pointer shortcuts; every action also has a button. */}
      <div
        className={styles.titleBar}
        onPointerDown={onTitlePointerDown}
        onPointerMove={continueGesture}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        onClick={onTitleClick}
        data-window-titlebar=""
      >
        {mode !== 'minimized' && leading}
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {mode !== 'minimized' && trailing}
        {mode === 'minimized' ? (
          <TitleButton label={i18n.ts.windows.restore} onClick={() => setState(restore)}>
            <IconChevronUp size={16} />
          </TitleButton>
        ) : (
          <TitleButton label={i18n.ts.windows.minimize} onClick={() => setState(minimize)}>
            <IconMinus size={16} />
          </TitleButton>
        )}
        {mode === 'maximized' ? (
          <TitleButton label={i18n.ts.windows.restore} onClick={() => setState(restore)}>
            <IconSquares size={16} />
          </TitleButton>
        ) : (
          mode === 'normal' && (
            <TitleButton label={i18n.ts.windows.maximize} onClick={() => setState(toggleMaximize)}>
              <IconSquare size={15} />
            </TitleButton>
          )
        )}
        <TitleButton label={i18n.ts.windows.close} onClick={onClose}>
          <IconX size={16} />
        </TitleButton>
      </div>
      {/* Hidden rather than unmounted while minimized, so the page inside keeps its state. */}
      <div className={styles.body} hidden={mode === 'minimized'}>
        {children}
      </div>
      {mode === 'normal' &&
        EDGES.map((edge) => (
          <div
            key={edge}
            aria-hidden="true"
            className={`${styles.handle} ${styles[`edge-${edge}`]}`}
            data-resize-edge={edge}
            onPointerDown={(event) => startGesture(event, edge)}
            onPointerMove={continueGesture}
            onPointerUp={endGesture}
            onPointerCancel={endGesture}
          />
        ))}
    </div>
  );
}
