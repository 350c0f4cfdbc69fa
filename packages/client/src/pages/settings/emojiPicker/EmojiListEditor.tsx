import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { EmojiGlyph, type EmojiValue, parseEmojiValue } from '@/features/emoji';
import styles from './EmojiPickerSettings.module.css';

export interface EmojiListTexts {
  list: string;
  empty: string;
  remove: string;
  moveEarlier?: string;
  moveLater?: string;
}

/** How an emoji is named to a screen reader inside a button label: `:name:` or the char. */
function spokenName(value: EmojiValue): string {
  const parsed = parseEmojiValue(value);
  return parsed.kind === 'custom' ? `:${parsed.name}:` : parsed.char;
}

/**
 * An ordered list of emoji with remove and (when `onMove` is given) move-earlier/move-later
 * buttons. Edge buttons are aria-disabled rather than disabled, so focus stays on a button
 * whose emoji just reached the end of the list.
 */
export function EmojiListEditor({
  values,
  texts,
  onRemove,
  onMove,
}: {
  values: readonly EmojiValue[];
  texts: EmojiListTexts;
  onRemove(index: number): void;
  onMove?(index: number, delta: number): void;
}) {
  if (values.length === 0) return <p className={styles.muted}>{texts.empty}</p>;
  return (
    <ul className={styles.list} aria-label={texts.list}>
      {values.map((value, index) => {
        const name = spokenName(value);
        const first = index === 0;
        const last = index === values.length - 1;
        return (
          <li key={value} className={styles.item}>
            <span className={styles.itemGlyph}>
              <EmojiGlyph value={value} size={28} />
            </span>
            <span className={styles.itemActions}>
              {onMove && (
                <>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-disabled={first || undefined}
                    onClick={() => !first && onMove(index, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden="true" />
                    <span className="visually-hidden">
                      {texts.moveEarlier} {name}
                    </span>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-disabled={last || undefined}
                    onClick={() => !last && onMove(index, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden="true" />
                    <span className="visually-hidden">
                      {texts.moveLater} {name}
                    </span>
                  </button>
                </>
              )}
              <button type="button" className={styles.iconButton} onClick={() => onRemove(index)}>
                <IconX size={18} aria-hidden="true" />
                <span className="visually-hidden">
                  {texts.remove} {name}
                </span>
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
