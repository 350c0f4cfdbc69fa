import { useId } from 'react';
import { useI18n } from '@/i18n';
import styles from './Mfm.module.css';

/** The external web search a search block opens (in a new tab). */
export const MFM_SEARCH_URL = 'https://www.google.com/search';

/** A search box prefilled with the query; submitting opens the web search in a new tab. */
export function SearchBox({ query }: { query: string }) {
  const i18n = useI18n();
  const id = useId();
  return (
    <search>
      <form
        className={styles.search}
        action={MFM_SEARCH_URL}
        method="get"
        target="_blank"
        rel="nofollow noopener"
      >
        <label htmlFor={id} className={styles.visuallyHidden}>
          {i18n.ts.mfm.searchQuery}
        </label>
        <input id={id} className={styles.searchInput} name="q" type="search" defaultValue={query} />
        <button className={styles.searchButton} type="submit">
          {i18n.ts.mfm.search}
        </button>
      </form>
    </search>
  );
}
