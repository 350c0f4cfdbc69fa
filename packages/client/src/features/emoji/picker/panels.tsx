import { useContext, useMemo } from 'react';
import { useI18n } from '@/i18n';
import { type CustomEmoji, UNICODE_CATEGORIES, type UnicodeEmoji } from '../types';
import { buildEmojiFolders, type EmojiFolder, groupByTag } from './customTree';
import { EmojiGrid, EmojiSection, GridContext } from './EmojiGrid';
import styles from './EmojiPicker.module.css';
import { customItem, type PickerItem, unicodeItem } from './pickerData';

function Empty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}

/** The index tab: the chosen profile's pinned emoji, then this device's recently used. */
export function IndexPanel({ pinned, recent }: { pinned: PickerItem[]; recent: PickerItem[] }) {
  const i18n = useI18n();
  const t = i18n.ts.emojiPicker;
  return (
    <>
      <h3 className={styles.groupTitle}>{t.pinned}</h3>
      {pinned.length > 0 ? (
        <EmojiGrid items={pinned} label={t.pinned} lazy={false} />
      ) : (
        <Empty text={t.nothingPinned} />
      )}
      <h3 className={styles.groupTitle}>{t.recent}</h3>
      {recent.length > 0 ? (
        <EmojiGrid items={recent} label={t.recent} lazy={false} />
      ) : (
        <Empty text={t.nothingRecent} />
      )}
    </>
  );
}

function Folder({ folder, level }: { folder: EmojiFolder; level: number }) {
  const i18n = useI18n();
  const items = useMemo(() => folder.emojis.map(customItem), [folder]);
  return (
    <EmojiSection
      title={folder.path === null ? i18n.ts.emojiPicker.uncategorized : folder.name}
      items={items}
      level={level}
    >
      {folder.children.map((child) => (
        <Folder key={child.path} folder={child} level={level + 1} />
      ))}
    </EmojiSection>
  );
}

/** The custom tab: folders by category, collapsed until opened, so 3,000 emoji cost nothing up front. */
export function CustomPanel({ emojis }: { emojis: readonly CustomEmoji[] }) {
  const i18n = useI18n();
  const folders = useMemo(() => buildEmojiFolders(emojis), [emojis]);
  if (folders.length === 0) return <Empty text={i18n.ts.emojiPicker.noCustomEmoji} />;
  // A server whose emoji are all uncategorised has one folder: show it open.
  if (folders.length === 1 && folders[0]?.path === null) {
    return <EmojiGrid items={folders[0].emojis.map(customItem)} label={i18n.ts.emojiPicker.uncategorized} />;
  }
  return (
    <>
      {folders.map((folder) => (
        <Folder key={folder.path ?? ''} folder={folder} level={0} />
      ))}
    </>
  );
}

/** The unicode tab: the nine categories, open, each grid drawn as it scrolls into view. */
export function UnicodePanel({ emojis }: { emojis: readonly UnicodeEmoji[] | null }) {
  const i18n = useI18n();
  const byCategory = useMemo(() => {
    const groups = new Map<string, PickerItem[]>();
    for (const emoji of emojis ?? []) {
      const group = groups.get(emoji.category);
      if (group) group.push(unicodeItem(emoji));
      else groups.set(emoji.category, [unicodeItem(emoji)]);
    }
    return groups;
  }, [emojis]);
  if (!emojis) return <Empty text={i18n.ts.emojiPicker.loading} />;
  return (
    <>
      {UNICODE_CATEGORIES.map((category) => {
        const items = byCategory.get(category);
        if (!items || items.length === 0) return null;
        return (
          <EmojiSection key={category} title={i18n.ts.emoji.categories[category]} items={items} defaultOpen />
        );
      })}
    </>
  );
}

/** The tags tab: custom emoji grouped by their aliases, each tag collapsed until opened. */
export function TagsPanel({ emojis }: { emojis: readonly CustomEmoji[] }) {
  const i18n = useI18n();
  const tags = useMemo(
    () => groupByTag(emojis).map(({ tag, emojis: list }) => ({ tag, items: list.map(customItem) })),
    [emojis],
  );
  if (tags.length === 0) return <Empty text={i18n.ts.emojiPicker.noTags} />;
  return (
    <>
      {tags.map(({ tag, items }) => (
        <EmojiSection key={tag} title={tag} items={items} />
      ))}
    </>
  );
}

/** A pause in typing, after which the results' images load (see deferredImages.ts). */
const TYPING_PAUSE_MS = 120;

/** Search results as two groups, custom first (what this server has), each best match first. */
export function SearchResults({
  custom,
  unicode,
  query,
}: {
  custom: PickerItem[];
  unicode: PickerItem[];
  query: string;
}) {
  const i18n = useI18n();
  const t = i18n.ts.emojiPicker;
  const { columns } = useContext(GridContext);
  // About one screen of buttons at once; the rest follows when scrolled to.
  const eager = columns * 5;
  if (custom.length === 0 && unicode.length === 0)
    return <Empty text={i18n.t('emojiPicker.noResults', { query })} />;
  return (
    <>
      {custom.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>{t.customResults}</h3>
          <EmojiGrid
            items={custom}
            label={t.customResults}
            lazy={false}
            eager={eager}
            imageDelay={TYPING_PAUSE_MS}
          />
        </>
      )}
      {unicode.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>{t.unicodeResults}</h3>
          <EmojiGrid
            items={unicode}
            label={t.unicodeResults}
            lazy={false}
            eager={Math.max(0, eager - custom.length)}
            imageDelay={TYPING_PAUSE_MS}
          />
        </>
      )}
    </>
  );
}
