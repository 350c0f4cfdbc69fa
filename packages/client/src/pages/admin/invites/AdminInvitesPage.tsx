import type * as Misskey from 'misskey-js';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import styles from '@/pages/invite/InvitePage.module.css';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField, useModals, useToast } from '@/ui';
import formStyles from '../settings/ServerSettings.module.css';

type InviteCode = Misskey.entities.InviteCode;
type Filter = 'all' | 'unused' | 'used' | 'expired';
const FILTERS: Filter[] = ['all', 'unused', 'used', 'expired'];
const PAGE = 100;

function codeState(code: InviteCode, now: number): 'used' | 'expired' | 'unused' {
  if (code.used) return 'used';
  if (code.expiresAt && Date.parse(code.expiresAt) < now) return 'expired';
  return 'unused';
}

/**
 * /admin/invites: the server's invitation codes (admin/invite/list, by state) and making
 * several at once with an optional expiry (admin/invite/create); staff codes count against
 * nobody's invitation limit. Moderators may use it, as in Misskey.
 */
export function AdminInvitesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminInvites;
  const states = i18n.ts.invitePage.states;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const [codes, setCodes] = useState<InviteCode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState('1');
  const [expiresAt, setExpiresAt] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (type: Filter) =>
      api.call('admin/invite/list', { type, limit: PAGE, sort: '-createdAt' }).then(
        (list) => {
          setError(null);
          setCodes(list);
        },
        (e: unknown) => setError(describeApiError(e, i18n).text),
      ),
    [api, i18n],
  );
  useEffect(() => {
    void load(filter);
  }, [load, filter]);

  const amount = Number.parseInt(count, 10);
  const countValid = Number.isInteger(amount) && amount >= 1 && amount <= 100;
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!countValid) return;
    setBusy(true);
    try {
      await apiWithDialog(
        api,
        'admin/invite/create',
        { count: amount, expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null },
        { modals },
      );
      toast(t.created);
      await load(filter);
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };
  const copy = async (code: InviteCode) => {
    try {
      await navigator.clipboard.writeText(code.code);
      toast(i18n.ts.invitePage.copied);
    } catch {
      // The clipboard refused; the code stays readable on screen.
    }
  };

  const now = Date.now();
  const format = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.invitePage.title}</h1>
      <form className={formStyles.form} onSubmit={(e) => void create(e)} noValidate>
        <TextField
          label={t.count}
          type="number"
          inputMode="numeric"
          value={count}
          onChange={setCount}
          error={countValid ? null : t.countProblem}
        />
        <label className={formStyles.field}>
          {t.expiresAt}
          <input type="datetime-local" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </label>
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" busy={busy}>
            {t.create}
          </Button>
        </div>
      </form>
      <label className={formStyles.field}>
        {t.filter}
        <select value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {FILTERS.map((name) => (
            <option key={name} value={name}>
              {name === 'all' ? t.all : states[name]}
            </option>
          ))}
        </select>
      </label>
      {error && <Notice tone="error">{error}</Notice>}
      {!codes && !error && <p className={formStyles.muted}>{i18n.ts.loading}</p>}
      {codes?.length === 0 && <p className={formStyles.muted}>{t.empty}</p>}
      {codes && codes.length > 0 && (
        <ul className={styles.codes} aria-label={t.listLabel}>
          {codes.map((code) => (
            <li key={code.id} className={styles.code}>
              <code className={styles.codeText}>{code.code}</code>
              <div className={styles.facts}>
                <span className={styles.state}>{states[codeState(code, now)]}</span>
                <span>
                  {code.expiresAt
                    ? i18n.t('invitePage.expires', { date: format.format(new Date(code.expiresAt)) })
                    : i18n.ts.invitePage.noExpiry}
                </span>
              </div>
              <div className={styles.rowActions}>
                <Button size="small" onClick={() => void copy(code)}>
                  {i18n.ts.invitePage.copy}
                  <span className="visually-hidden"> {code.code}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
