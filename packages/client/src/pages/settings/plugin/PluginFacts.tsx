import type { PluginMeta } from '@/features/plugins';
import { useI18n } from '@/i18n';
import { permissionLabel } from '../apps/PermissionList';
import own from './Plugin.module.css';

/**
 * What a plugin says of itself: version, author, description, and the permissions it asks for.
 * Installing grants them as the plugin's own token (anything else is refused); a plugin installed
 * before tokens has none, and any write outside its permissions is asked each time.
 */
export function PluginFacts({
  plugin,
  asking = false,
  hasToken = false,
}: {
  plugin: PluginMeta;
  asking?: boolean;
  hasToken?: boolean;
}) {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  // Under the review's h2 when asking; under a card's h3 in the list.
  const PermissionsTitle = asking ? 'h3' : 'h4';
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
      <PermissionsTitle className={own.subTitle}>{t.permissions}</PermissionsTitle>
      {plugin.permissions.length === 0 ? (
        <p className={own.hint}>{t.noPermissions}</p>
      ) : (
        <>
          <p className={own.hint}>
            {asking ? t.permissionsTokenAsked : hasToken ? t.permissionsToken : t.permissionsGranted}
          </p>
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
