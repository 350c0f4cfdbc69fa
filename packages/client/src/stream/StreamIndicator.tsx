import { IconPlugConnectedX } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { useStreamState } from './StreamContext';
import styles from './StreamIndicator.module.css';

/**
 * The state of the live connection (spec 000 §4 "Streaming"). Connecting and connected are a
 * small dot (the words are there for screen readers and as a tooltip): nothing to act on.
 * Reconnecting is a visible pill, since the page may be missing updates meanwhile.
 * Renders nothing while signed out. The role="status" element stays mounted across states
 * so screen readers announce each change.
 */
export function StreamIndicator({ className }: { className?: string }) {
  const state = useStreamState();
  const i18n = useI18n();
  if (state === null) return null;

  const text = {
    initializing: i18n.ts.streaming.connecting,
    connected: i18n.ts.streaming.connected,
    reconnecting: i18n.ts.streaming.reconnecting,
  }[state];

  return (
    <div
      role="status"
      aria-label={i18n.ts.streaming.connectionLabel}
      className={[styles.indicator, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      {state === 'reconnecting' ? (
        <span className={styles.pill}>
          <IconPlugConnectedX size={15} stroke={2} aria-hidden="true" className={styles.icon} />
          {text}
        </span>
      ) : (
        <span className={styles.dotBox} title={text}>
          <span className={styles.dot} aria-hidden="true" />
          <span className="visually-hidden">{text}</span>
        </span>
      )}
    </div>
  );
}
