import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { roleColor } from '@/pages/settings/roles/policies';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Notice } from '@/ui';
import styles from './AdminRoles.module.css';
import { DefaultPolicies } from './DefaultPolicies';

/** What a role is, in a few words: how members get it, and what it makes them. */
export function RoleTags({ role }: { role: Misskey.entities.Role }) {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles;
  const tags = [
    role.target === 'conditional' ? t.conditional : t.manual,
    role.isPublic ? t.public : null,
    role.isAdministrator ? i18n.ts.rolesSettings.administrator : null,
    role.isModerator && !role.isAdministrator ? i18n.ts.rolesSettings.moderator : null,
    role.asBadge ? t.badge : null,
  ].filter((tag): tag is string => tag !== null);
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** /admin/roles: every role with how many hold it (assigned ones); a new one. */
export function AdminRolesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles;
  const { api } = useAccountContext();
  const account = useAccount();
  const [roles, setRoles] = useState<Misskey.entities.Role[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.call('admin/roles/list', {}).then(
      (list) => live && setRoles([...list].sort((a, b) => b.displayOrder - a.displayOrder)),
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n]);

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{t.title}</h1>
        <Link className={styles.link} to="/admin/roles/new">
          {t.newRole}
        </Link>
      </div>
      <p className={styles.muted}>{t.lead}</p>
      {account?.isAdmin && <DefaultPolicies />}
      {error && <Notice tone="error">{error}</Notice>}
      {!roles && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {roles?.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {roles && roles.length > 0 && (
        <ul className={styles.list} aria-label={t.title}>
          {roles.map((role) => {
            const color = roleColor(role.color);
            return (
              <li key={role.id} className={styles.row}>
                {color && <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />}
                <div className={styles.rowMain}>
                  <Link className={styles.roleLink} to={`/admin/roles/${role.id}`}>
                    {role.name}
                  </Link>
                  <RoleTags role={role} />
                </div>
                <span className={styles.muted}>
                  {i18n.t('about.roleMembersCount', { n: role.usersCount })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
