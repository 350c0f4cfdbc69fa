import { Mfm } from '@/mfm';
import styles from './Note.module.css';

/**
 * A note's text (or a name, with `plain`), rendered by the MFM renderer: React elements and
 * text only, never HTML. One place, so every part of a note renders text the same way.
 */
export function NoteText({
  text,
  emojis,
  author,
  plain,
}: {
  text: string;
  emojis?: Record<string, string>;
  author?: { host: string | null } | null;
  plain?: boolean;
}) {
  return (
    <Mfm
      text={text}
      emojis={emojis}
      author={author ?? null}
      plain={plain}
      nowrap={plain}
      className={plain ? styles.plainText : styles.text}
    />
  );
}
