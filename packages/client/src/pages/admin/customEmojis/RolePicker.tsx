import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import styles from './CustomEmojisManager.module.css';

type RoleState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; roles: Misskey.entities.Role[] };

/**
 * The roles whose members may react with the emoji; none chosen means everyone may. Roles the
 * list does not (or no longer) show stay selected, so saving never drops a restriction silently.
 */
export function RolePicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange(ids: string[]): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const [state, setState] = useState<RoleState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .call('admin/roles/list', {})
      .then((roles) => live && setState({ status: 'ready', roles }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [api]);

  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));

  const known = state.status === 'ready' ? new Set(state.roles.map((role) => role.id)) : new Set<string>();
  const unknown = selected.filter((id) => !known.has(id));
  return (
    <fieldset className={styles.roles}>
      <legend className={styles.rolesLegend}>{t.roles}</legend>
      <p className={styles.muted}>{t.rolesHint}</p>
      {state.status === 'loading' && <p className={styles.muted}>{t.rolesLoading}</p>}
      {state.status === 'failed' && <p className={styles.muted}>{t.rolesFailed}</p>}
      {state.status === 'ready' && state.roles.length === 0 && <p className={styles.muted}>{t.rolesNone}</p>}
      {state.status === 'ready' &&
        state.roles.map((role) => (
          <label key={role.id} className={styles.check}>
            <input
              type="checkbox"
              checked={selected.includes(role.id)}
              onChange={(event) => toggle(role.id, event.target.checked)}
            />
            {role.name}
          </label>
        ))}
      {state.status !== 'loading' && unknown.length > 0 && (
        <p className={styles.muted}>
          {i18n.t('customEmojisManager.rolesUnknown', { count: unknown.length })}
        </p>
      )}
    </fieldset>
  );
}
