import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DELAY_MS } from '@/constants';
import styles from './Tooltip.module.css';

interface TriggerProps {
  'aria-describedby': string;
  onMouseEnter(event: MouseEvent<HTMLElement>): void;
  onMouseLeave(event: MouseEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * A tooltip for a control: shows 100 ms after the pointer arrives (spec 000 §9) or at once on
 * keyboard focus, hides on leave, blur or Esc. The text also describes the control
 * (aria-describedby), so it is heard, not only seen. Spread `triggerProps` on the control and
 * render `tooltip` anywhere.
 */
export function useTooltip(text: string) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setAnchor(null);
  }, []);

  const triggerProps: TriggerProps = {
    'aria-describedby': id,
    onMouseEnter: (event) => {
      const target = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnchor(target), TOOLTIP_DELAY_MS);
    },
    onMouseLeave: hide,
    onFocus: (event) => {
      clearTimeout(timer.current);
      setAnchor(event.currentTarget);
    },
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape' && anchor) {
        // Esc hides the tooltip only; it must not also close the dialog the control is in.
        event.stopPropagation();
        event.preventDefault();
        hide();
      }
    },
  };

  const tooltip = <TooltipBubble id={id} text={text} anchor={anchor} />;
  return { triggerProps, tooltip, visible: anchor !== null };
}

function TooltipBubble({ id, text, anchor }: { id: string; text: string; anchor: HTMLElement | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const bubble = ref.current;
    if (!anchor || !bubble) {
      setPosition(null);
      return;
    }
    const a = anchor.getBoundingClientRect();
    const b = bubble.getBoundingClientRect();
    const left = Math.max(8, Math.min(a.left + a.width / 2 - b.width / 2, window.innerWidth - b.width - 8));
    const above = a.top - b.height - 6;
    setPosition({ top: above >= 8 ? above : a.bottom + 6, left });
  }, [anchor]);
  // Always in the document (hidden when not shown), so aria-describedby always resolves; it
  // goes into the dialog the control is in, since anything outside an open modal is inert.
  const container = anchor?.closest('dialog') ?? document.body;
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={styles.tooltip}
      hidden={!anchor}
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
    >
      {text}
    </div>,
    container,
  );
}

/** Wraps one control (which must accept the trigger props) with a tooltip. */
export function Tooltip({ text, children }: { text: string; children: ReactElement<Partial<TriggerProps>> }) {
  const { triggerProps, tooltip } = useTooltip(text);
  const own = children.props;
  const merged: TriggerProps = {
    'aria-describedby': [own['aria-describedby'], triggerProps['aria-describedby']].filter(Boolean).join(' '),
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      triggerProps.onMouseEnter(e);
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      triggerProps.onMouseLeave(e);
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      triggerProps.onFocus(e);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      triggerProps.onBlur(e);
    },
    onKeyDown: (e) => {
      own.onKeyDown?.(e);
      triggerProps.onKeyDown(e);
    },
  };
  return (
    <>
      {cloneElement(children, merged)}
      {tooltip}
    </>
  );
}
