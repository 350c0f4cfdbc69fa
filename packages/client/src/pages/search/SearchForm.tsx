import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '@/i18n';
import { useNavigate } from '@/router';
import { Button, TextField } from '@/ui';
import styles from './SearchPage.module.css';
import { type SearchOrigin, type SearchState, searchUrlOf } from './search';

/** The search box: submitting puts the search into the URL, which the page then shows. */
export function SearchForm({ state }: { state: SearchState }) {
  const i18n = useI18n();
  const t = i18n.ts.searchPage;
  const navigate = useNavigate();
  const originId = useId();
  const [query, setQuery] = useState(state.query);
  const [author, setAuthor] = useState(state.username);
  const [origin, setOrigin] = useState<SearchOrigin>(state.origin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An author typed as @name@host narrows to that host, as Misskey's search does.
    const [username = '', host = ''] = author.trim().replace(/^@/, '').split('@');
    const byName = username !== '' && username !== state.username;
    navigate(
      searchUrlOf({
        ...state,
        query: query.trim(),
        origin,
        username,
        host: username === '' ? '' : host,
        // A newly typed author replaces one given by id.
        userId: byName || username === '' ? '' : state.userId,
      }),
    );
  };

  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.row}>
          <div className={styles.grow}>
            <TextField label={t.queryLabel} type="search" value={query} onChange={setQuery} initialFocus />
          </div>
          <Button type="submit" variant="primary">
            {t.submit}
          </Button>
        </div>
        <div className={`${styles.row} ${styles.options}`}>
          {state.type === 'note' && (
            <div className={styles.grow}>
              <TextField label={t.fromUser} hint={t.fromUserHint} value={author} onChange={setAuthor} />
            </div>
          )}
          <label className={styles.select} htmlFor={originId}>
            {t.origin}
            <select
              id={originId}
              value={origin}
              onChange={(event) => setOrigin(event.target.value as SearchOrigin)}
            >
              <option value="combined">{t.originCombined}</option>
              <option value="local">{t.originLocal}</option>
              <option value="remote">{t.originRemote}</option>
            </select>
          </label>
        </div>
      </form>
    </search>
  );
}
