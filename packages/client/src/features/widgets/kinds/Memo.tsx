import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import styles from '../Widgets.module.css';

const SAVE_AFTER_MS = 500;

/**
 * The account's memo, saved half a second after typing stops (and when the field is left), not
 * on every key: each save is a registry write. A memo changed elsewhere shows unless the reader
 * is in the middle of an edit here.
 */
export default function Memo() {
  const i18n = useI18n();
  const id = useId();
  const [saved, save] = useSetting('memo');
  const [text, setText] = useState(saved ?? '');
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ text, dirty, save });
  latest.current = { text, dirty, save };

  useEffect(() => {
    if (!latest.current.dirty) setText(saved ?? '');
  }, [saved]);

  const flush = () => {
    clearTimeout(timer.current);
    const current = latest.current;
    if (!current.dirty) return;
    current.save(current.text === '' ? null : current.text);
    setDirty(false);
  };
  // Leaving the page (or removing the widget) must not lose the last words typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads only refs.
  useEffect(() => flush, []);

  return (
    <div className={styles.memo}>
      <label htmlFor={id} className="visually-hidden">
        {i18n.ts.widgets.names.memo}
      </label>
      <textarea
        id={id}
        className={styles.memoText}
        value={text}
        placeholder={i18n.ts.widgets.memoPlaceholder}
        maxLength={4096}
        onChange={(event) => {
          setText(event.target.value);
          setDirty(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, SAVE_AFTER_MS);
        }}
        onBlur={flush}
      />
      <p className={styles.caption} aria-live="polite">
        {dirty ? i18n.ts.widgets.memoSaving : saved ? i18n.ts.widgets.memoSaved : ''}
      </p>
    </div>
  );
}
