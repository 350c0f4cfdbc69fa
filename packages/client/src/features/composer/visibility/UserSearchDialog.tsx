import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from './visibility.module.css';

export type UserLite = Misskey.entities.UserLite;

/** "alice" or "alice@example.com" → the search parameters Misskey expects. */
export function parseUserQuery(query: string): { username: string; host: string | null } {
  const trimmed = query.trim().replace(/^@/, '');
  const at = trimmed.indexOf('@');
  if (at === -1) return { username: trimmed, host: null };
  return { username: trimmed.slice(0, at), host: trimmed.slice(at + 1) || null };
}

function UserSearch({ api }: { api: AccountApi }) {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<UserLite>();
  const t = i18n.ts.composer;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserLite[] | null>(null);

  useEffect(() => {
    const { username, host } = parseUserQuery(query);
    if (username === '' && host === null) {
      setResults(null);
      return;
    }
    let current = true;
    // Debounced so each keystroke does not become a request.
    const timer = setTimeout(() => {
      api
        .call('users/search-by-username-and-host', { username, host, limit: 10, detail: false })
        .then((found) => {
          if (current) setResults(found as UserLite[]);
        })
        .catch(() => {
          if (current) setResults([]);
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  return (
    <DialogFrame title={t.searchUser} actions={<Button onClick={cancel}>{t.cancel}</Button>}>
      <TextField
        label={t.searchUserLabel}
        hint={t.searchUserHint}
        value={query}
        onChange={setQuery}
        initialFocus
      />
      {results !== null && results.length === 0 && <p className={styles.muted}>{t.noUsersFound}</p>}
      {results !== null && results.length > 0 && (
        <ul className={styles.searchResults}>
          {results.map((user) => (
            <li key={user.id}>
              <button type="button" className={styles.searchResult} onClick={() => done(user)}>
                <UserAvatar user={user} size={28} />
                <span>
                  <UserName user={user} />{' '}
                  <span className={styles.acct}>
                    @{user.host ? `${user.username}@${user.host}` : user.username}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}

/** A dialog to find one user by username (and host); resolves with the user or null. */
export async function searchUser(modals: ModalController, api: AccountApi): Promise<UserLite | null> {
  const outcome = await modals.open<UserLite>(() => <UserSearch api={api} />, { priority: 'middle' });
  return outcome.canceled ? null : outcome.result;
}
