import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import styles from './Devtools.module.css';
import { domainOf, keysPath, splitPath, subScopes, valuePath } from './registryPath';
import { useLoad } from './useRegistryLoad';

/** /registry/keys/{domain}/{path*}: the keys of one scope with their types, and its sub-scopes. */
export function RegistryKeysPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.devtools;
  const { api } = useAccountContext();
  const domain = domainOf(params.domain ?? '@');
  const scope = splitPath(params.path ?? '');
  const [state] = useLoad(`${params.domain}/${params.path}`, async () => {
    const [keys, domains] = await Promise.all([
      api.call('i/registry/keys-with-type', { scope, domain }),
      api.call('i/registry/scopes-with-domain', {}),
    ]);
    const scopes = domains.find((d) => (d.domain ?? null) === domain)?.scopes ?? [];
    return {
      keys: Object.entries(keys as Record<string, string>).sort(([a], [b]) => a.localeCompare(b)),
      sub: subScopes(scopes, scope),
    };
  });
  const scopeText = scope.length === 0 ? t.rootScope : scope.join('/');

  return (
    <div className={pageStyles.page}>
      <p>
        <Link to="/registry">{t.registry}</Link>
      </p>
      <h1 className={`${pageStyles.title} ${styles.mono}`}>{scopeText}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t.domain}</dt>
          <dd>{domain === null ? t.ownDomain : domain}</dd>
        </div>
      </dl>
      {state.kind === 'loading' && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.problem}>{state.message}</p>}
      {state.kind === 'ready' && state.data.sub.length > 0 && (
        <section className={pageStyles.panel} aria-label={t.subScopes}>
          <h2 className={styles.sectionTitle}>{t.subScopes}</h2>
          <ul className={styles.list}>
            {state.data.sub.map((segment) => (
              <li key={segment} className={styles.row}>
                <Link to={keysPath(domain, [...scope, segment])} className={styles.mono}>
                  {segment}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {state.kind === 'ready' && (
        <section className={pageStyles.panel} aria-label={t.keys}>
          <h2 className={styles.sectionTitle}>{t.keys}</h2>
          {state.data.keys.length === 0 ? (
            <p className={pageStyles.muted}>{t.noKeys}</p>
          ) : (
            <ul className={styles.list}>
              {state.data.keys.map(([key, type]) => (
                <li key={key} className={styles.row}>
                  <Link to={valuePath(domain, scope, key)} className={styles.mono}>
                    {key}
                  </Link>
                  <span className={styles.type}>{type}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
