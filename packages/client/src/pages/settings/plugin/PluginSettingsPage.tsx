import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { safeModeOnThisLoad } from '@/features/customCss';
import { revokePluginToken } from '@/features/plugins/token';
import { readInstalledPlugin } from '@/features/plugins/types';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { type PluginSetting, useSetting, useSettingsStore } from '@/settings';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import own from './Plugin.module.css';
import { PluginCard } from './PluginCard';

/**
 * /settings/plugin: the plugins installed on this device, each with its switch, its settings,
 * its source and log, and uninstall (which revokes its token first, as Misskey does). Changes
 * apply at once (the runtime follows the setting).
 */
export function PluginSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  const modals = useModals();
  const toast = useToast();
  const { api } = useAccountContext();
  const store = useSettingsStore();
  const [stored, setStored] = useSetting('plugins');
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const plugins = stored.map((entry) => ({ entry, plugin: readInstalledPlugin(entry) }));

  const change = (id: string, patch: Partial<PluginSetting>) => {
    setStored(stored.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
    announce();
  };

  const uninstall = async (plugin: { id: string; name: string; token?: unknown }) => {
    const token = typeof plugin.token === 'string' ? plugin.token : null;
    const confirmed = await openConfirm(modals, {
      title: i18n.t('plugins.uninstallConfirmTitle', { name: plugin.name }),
      text: token ? t.uninstallConfirmTextToken : t.uninstallConfirmText,
      okLabel: t.uninstall,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revokePluginToken(api, token);
    } catch (error) {
      // Kept installed, so the token is not left behind unrevoked: the user may try again.
      toast(i18n.t('plugins.revokeFailed', { error: describeApiError(error, i18n).text }));
      return;
    }
    // Read again: the list may have changed while the token was being revoked.
    setStored(store.get('plugins').filter((entry) => entry.id !== plugin.id));
    toast(i18n.t('plugins.uninstalled', { name: plugin.name }));
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${own.section}`} aria-label={t.title}>
        <p className={own.hint}>{t.lead}</p>
        {safeModeOnThisLoad() && <Notice tone="info">{t.safeModeOn}</Notice>}
        <div className={styles.actions}>
          <Link to="/settings/plugin/install" className={styles.linkButton}>
            {t.installTitle}
          </Link>
        </div>
      </section>
      <section className={own.installed} aria-labelledby="installed-plugins">
        <h2 id="installed-plugins" className={own.sectionTitle}>
          {t.installedList}
        </h2>
        {plugins.length === 0 ? (
          <p className={own.hint}>{t.empty}</p>
        ) : (
          <ul className={own.list} aria-labelledby="installed-plugins">
            {plugins.map(({ entry, plugin }) =>
              plugin ? (
                <PluginCard
                  key={entry.id}
                  plugin={plugin}
                  onActive={(active) => change(plugin.id, { active })}
                  onConfig={(configData) => change(plugin.id, { configData })}
                  onUninstall={() => void uninstall(plugin)}
                />
              ) : (
                // An entry without source (an old Misskey backup): it cannot run, only go.
                <BrokenEntry key={entry.id} name={entry.name} onUninstall={() => void uninstall(entry)} />
              ),
            )}
          </ul>
        )}
      </section>
    </div>
  );
}

function BrokenEntry({ name, onUninstall }: { name: string; onUninstall(): void }) {
  const i18n = useI18n();
  return (
    <li className={`${styles.panel} ${own.item}`}>
      <h3 className={own.itemTitle}>{name}</h3>
      <p className={own.hint}>{i18n.ts.plugins.noSource}</p>
      <div className={styles.actions}>
        <Button size="small" variant="danger" onClick={onUninstall}>
          {i18n.ts.plugins.uninstall}
        </Button>
      </div>
    </li>
  );
}
