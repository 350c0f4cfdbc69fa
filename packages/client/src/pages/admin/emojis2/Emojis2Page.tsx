import { useId, useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { NotFoundPage } from '@/pages/shell/NotFoundPage';
import page from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, Notice, TextField } from '@/ui';
import { canManageCustomEmojis } from '../customEmojis/emojiForm';
import { useEmojiList } from '../customEmojis/useEmojiList';
import list from '../shell/adminList.module.css';
import { BulkActions } from './BulkActions';
import { EmojiTable } from './EmojiTable';
import { EmojiZipPanel } from './EmojiZipPanel';
import { setPageSelection, toggleInSelection } from './selection';

/**
 * /admin/emojis2 (issue 23), Misskey's second emoji manager: the server's custom emoji as a
 * table whose ticked rows are changed or deleted together. Adding and editing one emoji stay
 * on /admin/emojis; this page reuses its list (search by name, newest first, paged). Import
 * from and export to a zip (Misskey's format) are here too.
 */
export function Emojis2Page() {
  const account = useAccount();
  if (!canManageCustomEmojis(account)) return <NotFoundPage />;
  return <Emojis2 />;
}

function Emojis2() {
  const i18n = useI18n();
  const t = i18n.ts.emojis2;
  const m = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const [query, setQuery] = useState('');
  const emojis = useEmojiList(api, query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const captionId = useId();
  const rows = emojis.items.map((emoji) => emoji.id);
  // Only rows still listed count: a search may hide ticked ones, which are then not acted on.
  const ticked = rows.filter((id) => selected.has(id));

  return (
    <div className={page.page}>
      <header className={list.header}>
        <h1 className={page.title}>{t.title}</h1>
        <Link to="/admin/emojis">{t.singleManager}</Link>
      </header>
      <p className={page.muted}>{t.lead}</p>

      <EmojiZipPanel onEmojiAdded={emojis.reload} />

      <div className={list.filters}>
        <TextField label={m.search} type="search" value={query} onChange={setQuery} spellCheck={false} />
      </div>

      {emojis.failed && (
        <Notice tone="error">
          {m.loadFailed}{' '}
          <Button size="small" onClick={emojis.reload}>
            {m.retry}
          </Button>
        </Notice>
      )}

      <BulkActions
        ids={ticked}
        onChanged={emojis.reload}
        onDeleted={(gone) => {
          for (const id of gone) emojis.remove(id);
          setSelected((previous) => new Set([...previous].filter((id) => !gone.includes(id))));
        }}
      />

      {/* Not a section itself: the table's scrolling box is the region this heading names. */}
      <div className={list.panel}>
        <h2 id={captionId} className={list.panelTitle}>
          {m.listTitle}
        </h2>
        {emojis.items.length > 0 ? (
          <EmojiTable
            emojis={emojis.items}
            selected={selected}
            captionId={captionId}
            onToggle={(id, checked, shift) => {
              setSelected((previous) => toggleInSelection(previous, rows, id, checked, anchor, shift));
              setAnchor(id);
            }}
            onTogglePage={(checked) => setSelected((previous) => setPageSelection(previous, rows, checked))}
          />
        ) : (
          !emojis.loading && <p className={list.muted}>{query.trim() ? m.noMatches : m.empty}</p>
        )}
        <p className={list.muted} role="status">
          {emojis.loading ? m.loading : ''}
        </p>
        {emojis.hasMore && !emojis.loading && (
          <div className={list.actions}>
            <Button onClick={emojis.loadMore}>{m.loadMore}</Button>
          </div>
        )}
      </div>
    </div>
  );
}
