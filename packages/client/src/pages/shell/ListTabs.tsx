import type { FormEvent } from 'react';
import tabStyles from '@/pages/user/Profile.module.css';
import { Link } from '@/router';
import { Button, TextField } from '@/ui';
import styles from './ListTabs.module.css';

/**
 * The tabs of a list page (featured, mine, liked…), each tab its own address so it can be
 * linked and comes back on Back; they wrap on a narrow screen.
 */
export function ListTabs<T extends string>({
  label,
  tabs,
  current,
  pathOf,
  nameOf,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  pathOf: (tab: T) => string;
  nameOf: (tab: T) => string;
}) {
  return (
    <nav aria-label={label} className={`${tabStyles.tabs} ${styles.wrap}`}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={pathOf(tab)}
          className={tabStyles.tab}
          aria-current={tab === current ? 'page' : undefined}
        >
          {nameOf(tab)}
        </Link>
      ))}
    </nav>
  );
}

/** A list page's search: one field and its button; `onSearch` gets the words on submit. */
export function ListSearch({
  label,
  submitLabel,
  value,
  onChange,
  onSearch,
}: {
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (words: string) => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search>
      <form className={styles.searchRow} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextField label={label} type="search" value={value} onChange={onChange} />
        </div>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </form>
    </search>
  );
}
