import type { ReactNode } from 'react';
import styles from './WindowFrame.module.css';

export interface TitleButtonProps {
  /** The accessible name (the button shows only an icon); also its tooltip. */
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** An icon button of a window's title bar. */
export function TitleButton({ label, disabled, onClick, children }: TitleButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
}
