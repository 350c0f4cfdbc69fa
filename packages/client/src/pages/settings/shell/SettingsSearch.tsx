import { useId, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import styles from './SettingsSearch.module.css';
import { buildSearchItems, type SettingsSearchItem, searchSettings } from './search';
import { SETTINGS_SEARCH_INDEX } from './searchIndex';
import type { SettingsGroup } from './settingsPages';

/**
 * The search box at the top of the settings list. While it holds a word, the matching
 * settings (label and page) take the list's place; choosing one calls onOpen.
 */
export function SettingsSearch({
  groups,
  onOpen,
  children,
}: {
  groups: SettingsGroup[];
  onOpen(item: SettingsSearchItem): void;
  /** The list, shown while the box is empty. */
  children: React.ReactNode;
}) {
  const i18n = useI18n();
  const t = i18n.ts.settingsShell;
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const items = useMemo(
    () => buildSearchItems(groups, SETTINGS_SEARCH_INDEX, (key) => i18n.t(key)),
    [groups, i18n],
  );
  const results = useMemo(() => searchSettings(items, query), [items, query]);
  const searching = query.trim() !== '';
  return (
    <>
      <search className={styles.search}>
        <input
          type="search"
          className={styles.searchInput}
          aria-label={t.searchLabel}
          placeholder={t.searchLabel}
          value={query}
          aria-controls={searching ? resultsId : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
        />
      </search>
      {searching ? (
        <div id={resultsId}>
          {results.length === 0 ? (
            <p className={styles.empty} role="status">
              {i18n.t('settingsShell.searchEmpty', { query: query.trim() })}
            </p>
          ) : (
            <ul className={styles.results} aria-label={t.resultsLabel}>
              {results.map((item) => (
                <li key={`${item.path} ${item.label}`}>
                  <button type="button" className={styles.result} onClick={() => onOpen(item)}>
                    <span className={styles.resultLabel}>{item.label}</span>
                    {!item.isPage && <span className={styles.resultPage}>{item.page}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        children
      )}
    </>
  );
}
