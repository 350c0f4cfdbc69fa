import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { useUploader } from '@/features/composer/upload';
import { useCustomEmojis } from '@/features/emoji';
import { useI18n } from '@/i18n';
import { NotFoundPage } from '@/pages/shell/NotFoundPage';
import page from '@/pages/shell/Page.module.css';
import { useRoute } from '@/router';
import { Button, Notice, openAlert, openWaiting, useModals, useToast } from '@/ui';
import styles from './CustomEmojisManager.module.css';
import { type EditorOutcome, openEmojiEditor } from './EmojiEditorDialog';
import { EmojiRow } from './EmojiRow';
import {
  canManageCustomEmojis,
  categoriesOf,
  emptyFormValues,
  formValuesOf,
  nameFromFileName,
} from './emojiForm';
import { useEmojiList } from './useEmojiList';

/** The category filter's value for "every category" (a real category cannot be empty). */
const ALL = '';
/** The filter's value for emoji without a category. */
const NONE = '\u0000none';

/**
 * /custom-emojis-manager (issue 6 item 8): moderators, admins and holders of
 * `canManageCustomEmojis` add, edit and delete the server's custom emoji. Anyone else gets
 * the not-found screen, as for the admin area, so the page does not reveal itself.
 */
export function CustomEmojisManagerPage() {
  const account = useAccount();
  if (!canManageCustomEmojis(account)) return <NotFoundPage />;
  return <CustomEmojisManager />;
}

function CustomEmojisManager() {
  const i18n = useI18n();
  const t = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const upload = useUploader();
  const { url } = useRoute();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const list = useEmojiList(api, query);
  const everyEmoji = useCustomEmojis();
  const fileInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const categoryId = useId();

  const categories = useMemo(() => categoriesOf([...everyEmoji, ...list.items]), [everyEmoji, list.items]);
  const shown =
    category === ALL
      ? list.items
      : list.items.filter((emoji) => (category === NONE ? !emoji.category : emoji.category === category));

  const apply = (outcome: EditorOutcome | null) => {
    if (!outcome) return;
    if (outcome.kind === 'saved') {
      list.upsert(outcome.emoji);
      toast(t.saved);
    } else {
      list.remove(outcome.id);
      toast(t.deleted);
    }
  };

  const edit = async (name: string) => {
    const known = list.items.find((emoji) => emoji.name === name);
    const emoji = known ?? (await api.call('emoji', { name }).catch(() => null));
    if (!emoji) {
      toast(i18n.t('customEmojisManager.notFound', { name }));
      return;
    }
    apply(
      await openEmojiEditor(modals, {
        subject: { kind: 'edit', emoji },
        initial: formValuesOf(emoji),
        categories,
      }),
    );
  };

  // ?edit={name}: the emoji detail dialog links here to open that emoji's editor at once.
  const editName = new URL(url, 'http://local').searchParams.get('edit');
  const openedFromUrl = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, for the name in the URL.
  useEffect(() => {
    if (!editName || openedFromUrl.current) return;
    openedFromUrl.current = true;
    void edit(editName);
  }, [editName]);

  const addFromFile = async (file: File) => {
    // Closed (not "success") before the editor opens: the check mark would sit above the form
    // for a second and swallow the first keystrokes.
    const waiting = openWaiting(modals);
    let driveFile: Awaited<ReturnType<typeof upload>>;
    try {
      // Kept as it is: the server converts it; shrinking here would cost quality for nothing.
      driveFile = await upload(file, { keepOriginal: true });
    } catch (error) {
      waiting.close();
      void openAlert(modals, {
        title: i18n.t('customEmojisManager.uploadFailed', { name: file.name }),
        text: error instanceof Error ? error.message : String(error),
        okLabel: t.ok,
      });
      return;
    }
    waiting.close();
    apply(
      await openEmojiEditor(modals, {
        subject: { kind: 'add', fileId: driveFile.id, imageUrl: driveFile.url },
        initial: emptyFormValues(nameFromFileName(file.name)),
        categories,
      }),
    );
  };

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <h1 className={page.title}>{t.title}</h1>
        <Button variant="primary" onClick={() => fileInput.current?.click()}>
          <IconPlus size={18} aria-hidden="true" />
          {t.add}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/gif,image/webp,image/jpeg,image/avif,image/apng"
          className={styles.fileInput}
          tabIndex={-1}
          aria-label={t.chooseImage}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void addFromFile(file);
          }}
        />
      </header>
      <p className={page.muted}>{t.lead}</p>

      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={searchId} className={styles.filterLabel}>
            {t.search}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.filterInput}
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={categoryId} className={styles.filterLabel}>
            {t.categoryFilter}
          </label>
          <select
            id={categoryId}
            className={styles.filterInput}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value={ALL}>{t.allCategories}</option>
            <option value={NONE}>{t.noCategory}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.failed && (
        <Notice tone="error">
          {t.loadFailed}{' '}
          <Button size="small" onClick={list.reload}>
            {t.retry}
          </Button>
        </Notice>
      )}

      <section className={page.panel} aria-labelledby={`${searchId}-list`}>
        <h2 id={`${searchId}-list`} className={styles.listTitle}>
          {t.listTitle}
        </h2>
        {shown.length > 0 ? (
          <ul className={styles.list}>
            {shown.map((emoji) => (
              <EmojiRow
                key={emoji.id}
                emoji={emoji}
                onEdit={() => void edit(emoji.name)}
                onDeleted={list.remove}
              />
            ))}
          </ul>
        ) : (
          !list.loading && <p className={page.muted}>{query || category !== ALL ? t.noMatches : t.empty}</p>
        )}
        <p className={page.muted} role="status">
          {list.loading ? t.loading : ''}
        </p>
        {list.hasMore && !list.loading && (
          <Button onClick={list.loadMore} className={styles.more}>
            {t.loadMore}
          </Button>
        )}
      </section>
    </div>
  );
}
