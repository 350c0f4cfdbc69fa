import { useI18n } from '@/i18n';
import { permissionParts } from '@/pages/auth/consentRequest';
import own from './Apps.module.css';

/** What a token may do, folded away: a count in the summary, each permission inside. */
export function PermissionList({ permissions }: { permissions: readonly string[] }) {
  const i18n = useI18n();
  if (permissions.length === 0)
    return <p className={own.description}>{i18n.ts.appsSettings.noPermissions}</p>;
  return (
    <details className={own.permissions}>
      <summary>{i18n.t('appsSettings.permissionCount', { n: permissions.length })}</summary>
      <ul>
        {permissions.map((permission) => (
          <li key={permission}>{permissionLabel(i18n.ts.appAuth, permission)}</li>
        ))}
      </ul>
    </details>
  );
}

type AppAuthTexts = ReturnType<typeof useI18n>['ts']['appAuth'];

/** "Notes · Write", "Server administration · meta · Read", or the raw name when unknown. */
export function permissionLabel(t: AppAuthTexts, permission: string): string {
  const parts = permissionParts(permission);
  const labels = t.permissions as Record<string, string>;
  const subject = parts.admin
    ? `${t.adminPermission} · ${parts.subject}`
    : (labels[parts.subject] ?? permission);
  if (!parts.access) return subject;
  return `${subject} · ${parts.access === 'write' ? t.write : t.read}`;
}
