import { useDeferredValue, useMemo, useState } from 'react';
import { EmojiGlyph, normalizeEmojiQuery, searchEmoji, useCustomEmojis } from '@/features/emoji';
import { useI18n } from '@/i18n';
import { TextField } from '@/ui';
import styles from './About.module.css';

/** The server's custom emojis, searchable by name, alias or category. */
export function AboutEmojis() {
  const i18n = useI18n();
  const all = useCustomEmojis();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => {
    if (!normalizeEmojiQuery(deferred)) return [...all].sort((a, b) => a.name.localeCompare(b.name));
    return searchEmoji(deferred, { custom: all, unicode: [] }, all.length).custom;
  }, [all, deferred]);
  return (
    <section className={styles.section} aria-labelledby="about-emojis">
      <h2 id="about-emojis" className={styles.sectionTitle}>
        {i18n.ts.about.tabs.emojis}
      </h2>
      <div className={styles.search}>
        <TextField label={i18n.ts.about.emojiSearch} type="search" value={query} onChange={setQuery} />
      </div>
      <p className={styles.muted} aria-live="polite">
        {all.length === 0
          ? i18n.ts.about.emojisEmpty
          : shown.length === 0
            ? i18n.t('about.emojisNoMatch', { q: deferred })
            : i18n.t('about.emojisCount', { n: shown.length })}
      </p>
      {shown.length > 0 && (
        <ul className={styles.emojiGrid} aria-label={i18n.ts.about.tabs.emojis}>
          {shown.map((emoji) => (
            <li key={emoji.name} className={styles.emoji}>
              <EmojiGlyph value={`:${emoji.name}:`} emoji={emoji} size={32} />
              <span className={styles.emojiName} dir="ltr">
                :{emoji.name}:
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
