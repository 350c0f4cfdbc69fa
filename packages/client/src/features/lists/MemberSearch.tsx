import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import styles from './Lists.module.css';

type FoundUser = Misskey.entities.UsersSearchResponse[number];

const RESULT_COUNT = 10;
/** Typing pauses this long before a search goes out, so each keystroke is not a request. */
const DEBOUNCE_MS = 250;

export interface MemberSearchProps {
  /** Ids already on the list: those rows say so instead of offering Add. */
  memberIds: readonly string[];
  onAdd(user: FoundUser): Promise<void>;
}

/** Finds people with `users/search` and adds them to a list, one row (UserRow) each. */
export function MemberSearch({ memberIds, onAdd }: MemberSearchProps) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api } = useAccountContext();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FoundUser[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    const q = query.trim().replace(/^@/, '');
    if (q === '') {
      setResults(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api
        .call('users/search', { query: q, limit: RESULT_COUNT, origin: 'combined', detail: false })
        .then((found) => current && setResults(found))
        .catch(() => current && setResults([]));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  const add = async (user: FoundUser) => {
    setAdding(user.id);
    try {
      await onAdd(user);
    } finally {
      setAdding(null);
    }
  };

  return (
    <div className={styles.search}>
      <TextField label={t.searchLabel} hint={t.searchHint} type="search" value={query} onChange={setQuery} />
      {results !== null && results.length === 0 && <p>{t.noResults}</p>}
      {results !== null && results.length > 0 && (
        <UserList label={i18n.t('lists.results', { query: query.trim() })}>
          {results.map((user) => (
            <UserRow key={user.id} user={user}>
              {memberIds.includes(user.id) ? (
                <span>{t.onList}</span>
              ) : (
                <Button size="small" disabled={adding === user.id} onClick={() => void add(user)}>
                  {t.add}
                </Button>
              )}
            </UserRow>
          ))}
        </UserList>
      )}
    </div>
  );
}
