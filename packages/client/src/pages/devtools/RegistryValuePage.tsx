import { useEffect, useId, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, openConfirm, useModals, useToast } from '@/ui';
import styles from './Devtools.module.css';
import { formatJson, parseJsonValue } from './json';
import { domainOf, keysPath, scopeAndKey } from './registryPath';
import { useLoad } from './useRegistryLoad';

/** /registry/value/{domain}/{path*}: one key's value as JSON, to edit and save, or delete. */
export function RegistryValuePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.devtools;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const problemId = useId();
  const domain = domainOf(params.domain ?? '@');
  const where = scopeAndKey(params.path ?? '');
  const scope = where?.scope ?? [];
  const key = where?.key ?? '';
  const [state, reload] = useLoad(`${params.domain}/${params.path}`, () =>
    api.call('i/registry/get-detail', { scope, key, domain }),
  );
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.kind === 'ready') setText(formatJson(state.data.value));
  }, [state]);

  const check = useMemo(() => parseJsonValue(text), [text]);
  const location = { scope, domain };

  const save = async () => {
    if (!check.ok) return;
    setBusy(true);
    try {
      await api.call('i/registry/set', { ...location, key, value: check.value as never });
      toast(t.savedValue);
      reload();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/registry/set' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('devtools.deleteTitle', { key }),
      text: t.deleteText,
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await api.call('i/registry/remove', { ...location, key });
      navigate(keysPath(domain, scope));
    } catch (error) {
      setBusy(false);
      void openApiErrorDialog(modals, error, { endpoint: 'i/registry/remove' });
    }
  };

  const problem = check.ok
    ? null
    : i18n.t('devtools.invalidJson', { detail: check.problem === 'syntax' ? check.detail : '' });

  return (
    <div className={pageStyles.page}>
      <p>
        <Link to={keysPath(domain, scope)} className={styles.mono}>
          {scope.length === 0 ? t.rootScope : scope.join('/')}
        </Link>
      </p>
      <h1 className={`${pageStyles.title} ${styles.mono}`}>{key}</h1>
      {state.kind === 'loading' && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.problem}>{state.message}</p>}
      {state.kind === 'ready' && (
        <form
          className={pageStyles.panel}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <dl className={styles.facts}>
            <div>
              <dt>{t.domain}</dt>
              <dd>{domain === null ? t.ownDomain : domain}</dd>
            </div>
            <div>
              <dt>{t.updatedAt}</dt>
              <dd>
                {dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(
                  new Date(state.data.updatedAt),
                )}
              </dd>
            </div>
          </dl>
          <label className={styles.field}>
            {t.value}
            <textarea
              className={styles.editor}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              aria-invalid={!check.ok}
              aria-describedby={problem ? problemId : undefined}
            />
          </label>
          {problem && (
            <p id={problemId} className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <div className={pageStyles.actions}>
            <Button type="submit" variant="primary" disabled={busy || !check.ok}>
              {i18n.ts.save}
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={() => void remove()}>
              {t.delete}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
