import type { entities } from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { formatNumber, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { describePolicies, type PolicyValue, roleColor, roleIcon } from './policies';
import local from './Roles.module.css';

function RoleCard({ role }: { role: entities.RoleLite }) {
  const i18n = useI18n();
  const t = i18n.ts.rolesSettings;
  const color = roleColor(role.color);
  const icon = roleIcon(role.iconUrl);
  return (
    <li className={local.role} style={color ? { borderInlineStartColor: color } : undefined}>
      <div className={local.roleHead}>
        {icon && <img className={local.icon} src={icon} alt="" width={20} height={20} />}
        <span className={local.roleName}>{role.name}</span>
        {role.isAdministrator && <span className={local.badge}>{t.administrator}</span>}
        {!role.isAdministrator && role.isModerator && <span className={local.badge}>{t.moderator}</span>}
      </div>
      {role.description && <p className={local.description}>{role.description}</p>}
    </li>
  );
}

function PolicyText({ value }: { value: PolicyValue }) {
  const i18n = useI18n();
  const t = i18n.ts.rolesSettings;
  switch (value.kind) {
    case 'allowed':
      return <>{value.allowed ? t.allowed : t.notAllowed}</>;
    case 'chat':
      return <>{t.chat[value.state]}</>;
    case 'number':
      return <>{formatNumber(value.value, i18n.lang)}</>;
    case 'list':
      return <>{value.items.length === 0 ? t.none : value.items.join(', ')}</>;
  }
}

/**
 * /settings/roles: the roles this account has (private ones too: it is your own page) and
 * what they add up to, the policies the server applies to you, each in words.
 */
export function RolesSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.rolesSettings;
  const { api } = useAccountContext();
  const [state] = useLoaded(() => api.call('i', {}), 'NO_SUCH_USER', [api]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {state.kind !== 'ready' ? (
        <LoadingState state={state} title={t.title} notFoundText="" />
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="roles-mine">
            <h2 id="roles-mine" className={local.heading}>
              {t.yourRoles}
            </h2>
            {state.value.roles.length === 0 ? (
              <p className={local.muted}>{t.noRoles}</p>
            ) : (
              <ul className={local.roles}>
                {state.value.roles.map((role) => (
                  <RoleCard key={role.id} role={role} />
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="roles-policies">
            <h2 id="roles-policies" className={local.heading}>
              {t.policiesTitle}
            </h2>
            <p className={local.muted}>{t.policiesHint}</p>
            <dl className={local.policies}>
              {describePolicies(state.value.policies as Record<string, unknown>).map(({ key, value }) => (
                <div key={key} className={local.policy}>
                  <dt>{t.policies[key]}</dt>
                  <dd>
                    <PolicyText value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </div>
  );
}
