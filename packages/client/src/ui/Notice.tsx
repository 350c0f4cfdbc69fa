import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export interface NoticeProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/**
 * An inline message. Errors are role="alert" (announced at once); success and info are
 * role="status" (announced politely).
 */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      {children}
    </div>
  );
}
