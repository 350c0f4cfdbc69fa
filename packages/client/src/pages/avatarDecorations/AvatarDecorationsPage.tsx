import { useAccountContext } from '@/accounts';
import { mayWear } from '@/features/avatarDecorations';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import local from './AvatarDecorations.module.css';

/**
 * /avatar-decorations: every decoration the server offers (get-avatar-decorations), each with
 * who may wear it; signed in, whether you may and the way to your choice.
 */
export function AvatarDecorationsPage() {
  const i18n = useI18n();
  const t = i18n.ts.avatarDecorations;
  const { api, account } = useAccountContext();
  const [state] = useLoaded(() => api.call('get-avatar-decorations', {}), '', [api]);
  const roleIds = new Set(account?.roles.map((role) => role.id) ?? []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.muted}>
        {t.publicLead}
        {account && (
          <>
            {' '}
            <Link to="/settings/avatar-decoration">{t.chooseYours}</Link>
          </>
        )}
      </p>
      {state.kind !== 'ready' ? (
        <LoadingState state={state} title={t.title} notFoundText="" />
      ) : state.value.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ul className={local.list}>
          {state.value.map((decoration) => (
            <li key={decoration.id} className={local.item}>
              {isHttpUrl(decoration.url) && (
                <img className={local.image} src={decoration.url} alt="" loading="lazy" />
              )}
              <div className={local.text}>
                <h2 className={local.name}>{decoration.name}</h2>
                {decoration.description && <p className={local.muted}>{decoration.description}</p>}
                <p className={local.muted}>
                  {decoration.roleIdsThatCanBeUsedThisDecoration.length === 0
                    ? t.forEveryone
                    : account && mayWear(decoration, roleIds)
                      ? t.yourRoleMay
                      : t.rolesOnly}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
