import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { callWithWaiting, describeApiError } from '@/api';
import { formatBytes } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import own from './Database.module.css';
import { sortedTables, type TableSort, type TableStats, totals } from './tableStats';

const SORTS: TableSort[] = ['size', 'count', 'name'];

/** admin/vacuum is Misskey 12's (misskey-js no longer declares it): called untyped. */
type LooseCall = (endpoint: string, params: Record<string, unknown>) => Promise<unknown>;

/**
 * /admin/database (administrators): each table's rows and size (admin/get-table-stats), and
 * VACUUM and ANALYZE as explicit actions, each confirmed first (they hold the server while they run).
 */
export function AdminDatabasePage() {
  const i18n = useI18n();
  const t = i18n.ts.adminDatabase;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [stats, setStats] = useState<TableStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<TableSort>('size');

  const reload = useCallback(async () => {
    try {
      setStats(await api.call('admin/get-table-stats', {}));
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  }, [api, i18n]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const maintain = async (which: 'vacuum' | 'analyze') => {
    const ok = await openConfirm(modals, {
      title: which === 'vacuum' ? t.vacuum : t.analyze,
      text: which === 'vacuum' ? t.vacuumConfirm : t.analyzeConfirm,
      okLabel: which === 'vacuum' ? t.vacuum : t.analyze,
      cancelLabel: i18n.ts.cancel,
    });
    if (!ok) return;
    const call = api.call as unknown as LooseCall;
    const params = which === 'vacuum' ? { full: true, analyze: false } : { full: false, analyze: true };
    const done = await callWithWaiting(modals, call('admin/vacuum', params), {
      endpoint: 'admin/vacuum',
    }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    toast(t.done);
    await reload();
  };

  const all = stats ? totals(stats) : null;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {error && <Notice tone="error">{error}</Notice>}
      {!stats && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {stats && all && (
        <section className={styles.panel} aria-labelledby="admin-database-tables">
          <h2 id="admin-database-tables" className={styles.panelTitle}>
            {t.tables}
          </h2>
          <p className={styles.muted}>
            {i18n.t('adminDatabase.total', {
              tables: i18n.number(Object.keys(stats).length),
              rows: i18n.number(all.count),
              size: formatBytes(all.size, i18n.lang),
            })}
          </p>
          <div className={styles.filters}>
            <FilterSelect
              label={t.sort}
              value={sort}
              options={SORTS}
              onChange={setSort}
              optionLabel={(s) => t.sorts[s]}
            />
          </div>
          <div className={own.scroll}>
            <table className={own.table}>
              <caption className="visually-hidden">{t.tables}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.table}</th>
                  <th scope="col">{t.rows}</th>
                  <th scope="col">{t.size}</th>
                </tr>
              </thead>
              <tbody>
                {sortedTables(stats, sort).map((row) => (
                  <tr key={row.name}>
                    <th scope="row" dir="ltr">
                      {row.name}
                    </th>
                    <td>{i18n.number(row.count)}</td>
                    <td>{formatBytes(row.size, i18n.lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="admin-database-maintenance">
        <h2 id="admin-database-maintenance" className={styles.panelTitle}>
          {t.maintenance}
        </h2>
        <p className={styles.muted}>{t.maintenanceHint}</p>
        <div className={styles.actions}>
          <Button onClick={() => void maintain('vacuum')}>{t.vacuum}</Button>
          <Button onClick={() => void maintain('analyze')}>{t.analyze}</Button>
        </div>
      </section>
    </div>
  );
}
