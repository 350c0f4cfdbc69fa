import { type ModalController, openAlert } from '@/ui';
import { UploadError } from '../upload/uploadError';
import styles from './Attachments.module.css';

/** Shows why an upload failed (spec 001 §8): the message, and the server's code and id if any. */
export function showUploadError(
  modals: ModalController,
  error: unknown,
  texts: { title: string; okLabel: string },
): Promise<void> {
  if (error instanceof DOMException && error.name === 'AbortError') return Promise.resolve();
  const message = error instanceof Error ? error.message : String(error);
  const details = error instanceof UploadError ? [error.code, error.id].filter(Boolean).join(' · ') : '';
  return openAlert(modals, {
    title: texts.title,
    text: (
      <>
        <span>{message}</span>
        {details && <code className={styles.errorDetails}>{details}</code>}
      </>
    ),
    okLabel: texts.okLabel,
  });
}
