import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import styles from './Devtools.module.css';
import { keysPath } from './registryPath';
import { useLoad } from './useRegistryLoad';

/** /registry: every domain the account keeps settings under, each with its scopes. */
export function RegistryPage() {
  const i18n = useI18n();
  const t = i18n.ts.devtools;
  const { api } = useAccountContext();
  const [state] = useLoad('registry', () => api.call('i/registry/scopes-with-domain', {}));

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.registry}</h1>
      <p className={pageStyles.lead}>{t.registryLead}</p>
      {state.kind === 'loading' && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.problem}>{state.message}</p>}
      {state.kind === 'ready' && state.data.length === 0 && (
        <p className={pageStyles.muted}>{t.registryEmpty}</p>
      )}
      {state.kind === 'ready' &&
        state.data.map(({ domain, scopes }) => {
          const title = domain === null ? t.ownDomain : domain;
          return (
            <section key={domain ?? ''} className={pageStyles.panel} aria-label={title}>
              <h2 className={styles.sectionTitle}>{title}</h2>
              <ul className={styles.list}>
                {scopes.map((scope) => (
                  <li key={scope.join('/')} className={styles.row}>
                    <Link to={keysPath(domain, scope)} className={styles.mono}>
                      {scope.length === 0 ? t.rootScope : scope.join('/')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
