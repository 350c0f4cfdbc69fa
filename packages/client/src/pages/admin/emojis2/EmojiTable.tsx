import type * as Misskey from 'misskey-js';
import { useEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { safeImageUrl } from '../customEmojis/EmojiEditorDialog';
import styles from './Emojis2.module.css';
import { pageSelectionState } from './selection';

type Emoji = Misskey.entities.EmojiDetailed;

/**
 * The emoji as a table with a checkbox per row and one in the header for every row shown.
 * `onToggle` is told whether shift was held, for range selection.
 */
export function EmojiTable({
  emojis,
  selected,
  captionId,
  onToggle,
  onTogglePage,
}: {
  emojis: readonly Emoji[];
  selected: ReadonlySet<string>;
  captionId: string;
  onToggle(id: string, checked: boolean, shift: boolean): void;
  onTogglePage(checked: boolean): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.emojis2;
  const m = i18n.ts.customEmojisManager;
  const state = pageSelectionState(
    selected,
    emojis.map((emoji) => emoji.id),
  );
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = state === 'some';
  }, [state]);

  return (
    // Wide on a phone: the table scrolls sideways in its own box, reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse.
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <input
                ref={all}
                type="checkbox"
                aria-label={t.selectPage}
                checked={state === 'all'}
                onChange={(event) => onTogglePage(event.target.checked)}
              />
            </th>
            <th scope="col">{t.image}</th>
            <th scope="col">{m.name}</th>
            <th scope="col">{m.category}</th>
            <th scope="col">{m.aliases}</th>
            <th scope="col">{m.license}</th>
          </tr>
        </thead>
        <tbody>
          {emojis.map((emoji) => {
            const code = `:${emoji.name}:`;
            return (
              <tr key={emoji.id} className={selected.has(emoji.id) ? styles.selected : undefined}>
                <td className={styles.check}>
                  <input
                    type="checkbox"
                    aria-label={i18n.t('emojis2.select', { name: code })}
                    checked={selected.has(emoji.id)}
                    onChange={(event) =>
                      onToggle(
                        emoji.id,
                        event.target.checked,
                        (event.nativeEvent as MouseEvent).shiftKey === true,
                      )
                    }
                  />
                </td>
                <td>
                  <img
                    className={styles.image}
                    src={safeImageUrl(emoji.url)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </td>
                <th scope="row" className={styles.name}>
                  {code}
                </th>
                <td>{emoji.category ?? <span className={styles.muted}>{m.noCategory}</span>}</td>
                <td className={styles.wrap}>{emoji.aliases.join(' ')}</td>
                <td className={styles.wrap}>{emoji.license ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
