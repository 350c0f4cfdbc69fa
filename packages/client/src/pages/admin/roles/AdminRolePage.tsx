import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError, isApiError } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import { describePolicies } from '@/pages/settings/roles/policies';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Link, useNavigate } from '@/router';
import { Button, Notice, openConfirm, TextField, useModals } from '@/ui';
import styles from './AdminRoles.module.css';
import { RoleTags } from './AdminRolesPage';

type Member = { id: string; user: Misskey.entities.UserDetailed; expiresAt: string | null };

/** How long a new assignment lasts, in hours (0: for ever). */
const DURATIONS = [
  ['forever', 0],
  ['hour', 1],
  ['day', 24],
  ['week', 24 * 7],
  ['month', 24 * 30],
] as const;

/** /admin/roles/{id}: the role, its own policies, its members (assign with an expiry, unassign). */
export function AdminRolePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles;
  const { api } = useAccountContext();
  const modals = useModals();
  const navigate = useNavigate();
  const roleId = params.id ?? '';
  const [role, setRole] = useState<Misskey.entities.Role | null>(null);
  const [members, setMembers] = useState<Member[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [duration, setDuration] = useState<number>(0);
  const [assignError, setAssignError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      const [shown, list] = await Promise.all([
        api.call('admin/roles/show', { roleId }),
        api.call('admin/roles/users', { roleId, limit: 100 }),
      ]);
      setRole(shown);
      setMembers(list as Member[]);
    } catch (e) {
      setError(isApiError(e) && e.code === 'NO_SUCH_ROLE' ? t.notFound : describeApiError(e, i18n).text);
    }
  }, [api, roleId, i18n, t.notFound]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!role || !members) return <p className={pageStyles.muted}>{i18n.ts.loading}</p>;

  const assign = async () => {
    const name = username.trim().replace(/^@/, '');
    if (name === '') return;
    setBusy(true);
    setAssignError(null);
    try {
      let user: Misskey.entities.UserDetailed;
      try {
        user = await api.call('users/show', { username: name });
      } catch {
        setAssignError(t.noSuchUser);
        return;
      }
      const expiresAt = duration === 0 ? null : Date.now() + duration * 3_600_000;
      await apiWithDialog(api, 'admin/roles/assign', { roleId, userId: user.id, expiresAt }, { modals });
      setUsername('');
      await reload();
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  const unassign = async (member: Member) => {
    try {
      await apiWithDialog(api, 'admin/roles/unassign', { roleId, userId: member.user.id }, { modals });
      await reload();
    } catch {
      // The dialog has told why.
    }
  };

  const remove = async () => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminRoles.deleteConfirm', { name: role.name }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'admin/roles/delete', { roleId }, { modals });
    navigate('/admin/roles');
  };

  const own = Object.fromEntries(
    Object.entries(role.policies).flatMap(([key, entry]) =>
      entry && entry.useDefault === false ? [[key, entry.value]] : [],
    ),
  );
  const ownPolicies = describePolicies(own);
  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{role.name}</h1>
        <div className={styles.actions}>
          <Link className={styles.link} to={`/admin/roles/${roleId}/edit`}>
            {t.edit}
          </Link>
          <Button variant="danger" size="small" onClick={() => void remove()}>
            {t.delete}
          </Button>
        </div>
      </div>
      {role.description && <p>{role.description}</p>}
      <RoleTags role={role} />
      <section className={styles.panel} aria-labelledby="role-own-policies">
        <h2 className={styles.panelTitle} id="role-own-policies">
          {t.ownPolicies}
        </h2>
        {ownPolicies.length === 0 ? (
          <p className={styles.muted}>{t.noOwnPolicies}</p>
        ) : (
          <ul className={styles.list}>
            {ownPolicies.map(({ key, value }) => (
              <li key={key}>
                {i18n.ts.rolesSettings.policies[key]}:{' '}
                <strong>
                  {value.kind === 'allowed'
                    ? value.allowed
                      ? i18n.ts.rolesSettings.allowed
                      : i18n.ts.rolesSettings.notAllowed
                    : value.kind === 'number'
                      ? i18n.number(value.value)
                      : value.kind === 'chat'
                        ? i18n.ts.rolesSettings.chat[value.state]
                        : value.items.join(', ') || i18n.ts.rolesSettings.none}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="role-members">
        <h2 className={styles.panelTitle} id="role-members">
          {t.membersTitle}
        </h2>
        {role.target === 'conditional' && <p className={styles.muted}>{t.conditionalMembers}</p>}
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            void assign();
          }}
        >
          <TextField
            label={i18n.ts.username}
            value={username}
            onChange={setUsername}
            autoComplete="off"
            error={assignError}
          />
          <label className={styles.field}>
            {t.assignFor}
            <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {DURATIONS.map(([name, hours]) => (
                <option key={name} value={hours}>
                  {t.durations[name]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" busy={busy} disabled={username.trim() === ''}>
            {t.assign}
          </Button>
        </form>
        {members.length === 0 ? (
          <p className={styles.muted}>{t.noMembers}</p>
        ) : (
          <ul className={styles.list} aria-label={t.membersTitle}>
            {members.map((member) => (
              <li key={member.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <Link className={styles.roleLink} to={`/@${member.user.username}`}>
                    {member.user.name || member.user.username}
                  </Link>
                  <span className={styles.muted}>
                    @{member.user.username}
                    {' · '}
                    {member.expiresAt
                      ? i18n.t('adminRoles.until', { date: formatDate(member.expiresAt, i18n.lang) })
                      : t.durations.forever}
                  </span>
                </div>
                <Button
                  size="small"
                  onClick={() => void unassign(member)}
                  aria-label={i18n.t('adminRoles.unassign', { user: `@${member.user.username}` })}
                >
                  {t.unassignShort}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
