import { useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, TextField, useCurrentDialog } from '@/ui';
import own from './Apps.module.css';
import { allPermissions, groupPermissions, type PermissionGroup } from './permissionGroups';

export interface TokenRequest {
  name: string;
  permission: string[];
}

const NAME_MAX = 256;

/**
 * The form for a personal access token: a name to recognise it by in the apps list, and the
 * permissions, one row per subject with Read and Write. Resolves with the request; the page
 * asks the server.
 */
export function TokenDialog() {
  const i18n = useI18n();
  const t = i18n.ts.apiSettings;
  const labels = i18n.ts.appAuth.permissions as Record<string, string>;
  const { done, cancel } = useCurrentDialog<TokenRequest>();
  const groups = useMemo(() => groupPermissions(), []);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (permission: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  const choose = (permissions: string[]) => setChosen(new Set(permissions));
  const personal = groups.filter((group) => !group.admin);
  const admin = groups.filter((group) => group.admin);

  const submit = () => {
    if (chosen.size === 0) return;
    done({ name: name.trim(), permission: allPermissions(groups).filter((p) => chosen.has(p)) });
  };

  const row = (group: PermissionGroup) => {
    const label = group.admin ? group.subject : (labels[group.subject] ?? group.subject);
    // Administration has subjects named like the user's own (account, drive): the name says which.
    const name = group.admin ? `${i18n.ts.appAuth.adminPermission} · ${label}` : label;
    return (
      <tr key={`${group.admin}:${group.subject}`}>
        <th scope="row">{label}</th>
        {(['read', 'write'] as const).map((access) => {
          const permission = group[access];
          return (
            <td key={access}>
              {permission && (
                <input
                  type="checkbox"
                  aria-label={`${name}: ${access === 'read' ? i18n.ts.appAuth.read : i18n.ts.appAuth.write}`}
                  checked={chosen.has(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
              )}
            </td>
          );
        })}
      </tr>
    );
  };

  const table = (caption: string, rows: PermissionGroup[]) => (
    <table className={own.grid}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.subject}</th>
          <th scope="col">{i18n.ts.appAuth.read}</th>
          <th scope="col">{i18n.ts.appAuth.write}</th>
        </tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );

  return (
    <DialogFrame
      title={t.dialogTitle}
      description={t.dialogLead}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={chosen.size === 0}>
            {t.create}
          </Button>
        </>
      }
    >
      <TextField label={t.name} value={name} onChange={setName} maxLength={NAME_MAX} initialFocus />
      <div className={own.quick}>
        <Button size="small" onClick={() => choose(allPermissions(personal, 'read'))}>
          {t.allRead}
        </Button>
        <Button size="small" onClick={() => choose(allPermissions(personal))}>
          {t.allOwn}
        </Button>
        <Button size="small" onClick={() => choose([])}>
          {t.clear}
        </Button>
      </div>
      <div className={own.gridScroll}>
        {table(t.ownPermissions, personal)}
        {admin.length > 0 && table(i18n.ts.appAuth.adminPermission, admin)}
      </div>
      <p className={own.count} aria-live="polite">
        {i18n.t('appsSettings.permissionCount', { n: chosen.size })}
      </p>
    </DialogFrame>
  );
}
