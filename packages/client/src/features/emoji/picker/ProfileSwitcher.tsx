import { useI18n } from '@/i18n';
import styles from './EmojiPicker.module.css';

/** Switches between the pinned profiles this user may use (0-based `current`). */
export function ProfileSwitcher({
  count,
  current,
  onChange,
}: {
  count: number;
  current: number;
  onChange(index: number): void;
}) {
  const i18n = useI18n();
  return (
    <fieldset className={styles.profiles}>
      <legend className="visually-hidden">{i18n.ts.emojiPicker.profiles}</legend>
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: profiles are positions, not items
          key={index}
          type="button"
          className={styles.profile}
          aria-pressed={index === current}
          aria-label={i18n.t('emojiPicker.profile', { number: index + 1 })}
          onClick={() => onChange(index)}
        >
          {index + 1}
        </button>
      ))}
    </fieldset>
  );
}
