import type { PluginMeta } from '@/features/plugins';
import { useI18n } from '@/i18n';
import { permissionLabel } from '../apps/PermissionList';
import own from './Plugin.module.css';

/**
 * What a plugin says of itself: version, author, description, and the permissions it asks for
 * (writes of those kinds then happen without asking; any other write is asked each time).
 */
export function PluginFacts({ plugin, asking = false }: { plugin: PluginMeta; asking?: boolean }) {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  return (
    <>
      <dl className={own.facts}>
        <div>
          <dt>{t.version}</dt>
          <dd>{plugin.version}</dd>
        </div>
        <div>
          <dt>{t.author}</dt>
          <dd>{plugin.author}</dd>
        </div>
        {plugin.description && (
          <div>
            <dt>{t.description}</dt>
            <dd>{plugin.description}</dd>
          </div>
        )}
      </dl>
      <h3 className={own.subTitle}>{t.permissions}</h3>
      {plugin.permissions.length === 0 ? (
        <p className={own.hint}>{t.noPermissions}</p>
      ) : (
        <>
          <p className={own.hint}>{asking ? t.permissionsAsked : t.permissionsGranted}</p>
          <ul className={own.permissions}>
            {plugin.permissions.map((permission) => (
              <li key={permission}>{permissionLabel(i18n.ts.appAuth, permission)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
