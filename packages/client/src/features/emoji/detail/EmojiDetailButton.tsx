import { type ReactNode, useContext } from 'react';
import { InsideLinkContext } from '@/mfm/environment';
import { ModalControllerContext } from '@/ui/modal/ModalContext';
import styles from './EmojiDetail.module.css';
import { openEmojiDetail } from './openEmojiDetail';

/**
 * Wraps a custom emoji of this server in a button that opens its detail dialog (MFM gets it
 * from CustomEmojiProvider, through CustomEmojiActionContext). Outside the
 * app's modal host (tests of the renderer, previews) and inside links it renders the emoji only.
 * The button's name is the image's text alternative, `:name:`.
 */
export function EmojiDetailButton({ name, children }: { name: string; children: ReactNode }) {
  const modals = useContext(ModalControllerContext);
  const insideLink = useContext(InsideLinkContext);
  if (!modals || insideLink) return children;
  return (
    <button
      type="button"
      className={styles.emojiButton}
      onClick={(event) => {
        // A note's body may sit in something clickable; the emoji's own action wins.
        event.stopPropagation();
        void openEmojiDetail(modals, name);
      }}
    >
      {children}
    </button>
  );
}
