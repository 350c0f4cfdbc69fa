import { IconPaperclip } from '@tabler/icons-react';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import { openClipPicker } from '../clips';
import styles from './Note.module.css';

/**
 * The note footer's Clip button (the showClipButtonInNoteFooter setting). Loaded only when the
 * setting is on, so the footer everyone gets stays as small as it was.
 */
export default function ClipFooterButton({ api, noteId }: { api: AccountApi; noteId: string }) {
  const i18n = useI18n();
  const modals = useModals();
  return (
    <button
      type="button"
      className={styles.action}
      title={i18n.ts.clips.clip}
      aria-haspopup="dialog"
      onClick={() => void openClipPicker(modals, api, noteId)}
    >
      <span className="visually-hidden">{i18n.ts.clips.clip}</span>
      <IconPaperclip size={18} aria-hidden="true" />
    </button>
  );
}
