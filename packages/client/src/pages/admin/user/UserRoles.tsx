import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button, useModals } from '@/ui';
import styles from '../shell/adminList.module.css';

/** How long a new assignment lasts, in hours (0: for ever). */
const DURATIONS = [
  ['forever', 0],
  ['day', 24],
  ['week', 24 * 7],
  ['month', 24 * 30],
] as const;

interface UserRolesProps {
  userId: string;
  roles: Misskey.entities.Role[];
  roleAssigns: { roleId: string; expiresAt: string | null }[];
  onChanged(): Promise<void>;
}

/** The user's roles: conditional ones as they apply, manual ones with their end and unassign; assign another. */
export function UserRoles({ userId, roles, roleAssigns, onChanged }: UserRolesProps) {
  const i18n = useI18n();
  const t = i18n.ts.adminUser;
  const { api } = useAccountContext();
  const modals = useModals();
  const [manual, setManual] = useState<Misskey.entities.Role[]>([]);
  const [chosen, setChosen] = useState('');
  const [hours, setHours] = useState(0);

  useEffect(() => {
    let live = true;
    api.call('admin/roles/list', {}).then(
      (list) => live && setManual(list.filter((role) => role.target === 'manual')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const assigned = new Map(roleAssigns.map((a) => [a.roleId, a]));
  const assignable = manual.filter((role) => !assigned.has(role.id));
  const assign = async () => {
    if (!chosen) return;
    const expiresAt = hours === 0 ? null : Date.now() + hours * 3_600_000;
    await apiWithDialog(api, 'admin/roles/assign', { roleId: chosen, userId, expiresAt }, { modals })
      .then(() => setChosen(''))
      .catch(() => undefined);
    await onChanged();
  };
  const unassign = async (roleId: string) => {
    await apiWithDialog(api, 'admin/roles/unassign', { roleId, userId }, { modals }).catch(() => undefined);
    await onChanged();
  };

  return (
    <section className={styles.panel} aria-labelledby="admin-user-roles">
      <h2 id="admin-user-roles" className={styles.panelTitle}>
        {t.roles}
      </h2>
      {roles.length === 0 ? (
        <p className={styles.muted}>{t.noRoles}</p>
      ) : (
        <ul className={styles.list} aria-label={t.roles}>
          {roles.map((role) => {
            const assignment = assigned.get(role.id);
            return (
              <li key={role.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <Link className={styles.name} to={`/admin/roles/${role.id}`}>
                    {role.name}
                  </Link>
                  <span className={styles.muted}>
                    {!assignment
                      ? t.conditional
                      : assignment.expiresAt
                        ? i18n.t('adminUser.until', { date: formatDate(assignment.expiresAt, i18n.lang) })
                        : t.durations.forever}
                  </span>
                </div>
                {assignment && (
                  <Button
                    size="small"
                    onClick={() => void unassign(role.id)}
                    aria-label={i18n.t('adminUser.unassign', { role: role.name })}
                  >
                    {t.unassignShort}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {assignable.length > 0 && (
        <div className={styles.filters}>
          <label className={styles.field}>
            {t.role}
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t.chooseRole}</option>
              {assignable.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t.assignFor}
            <select value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {DURATIONS.map(([name, h]) => (
                <option key={name} value={h}>
                  {t.durations[name]}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => void assign()} disabled={!chosen}>
            {t.assign}
          </Button>
        </div>
      )}
    </section>
  );
}
