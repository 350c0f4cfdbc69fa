import { safeModeOnThisLoad } from '@/features/customCss';
import { readInstalledPlugin } from '@/features/plugins/types';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { type PluginSetting, useSetting } from '@/settings';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import own from './Plugin.module.css';
import { PluginCard } from './PluginCard';

/**
 * /settings/plugin: the plugins installed on this device, each with its switch, its settings,
 * its source and log, and uninstall. Changes apply at once (the runtime follows the setting).
 */
export function PluginSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  const modals = useModals();
  const toast = useToast();
  const [stored, setStored] = useSetting('plugins');
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const plugins = stored.map((entry) => ({ entry, plugin: readInstalledPlugin(entry) }));

  const change = (id: string, patch: Partial<PluginSetting>) => {
    setStored(stored.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
    announce();
  };

  const uninstall = async (plugin: { id: string; name: string }) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('plugins.uninstallConfirmTitle', { name: plugin.name }),
      text: t.uninstallConfirmText,
      okLabel: t.uninstall,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setStored(stored.filter((entry) => entry.id !== plugin.id));
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
      {plugins.length === 0 ? (
        <p className={own.hint}>{t.empty}</p>
      ) : (
        <ul className={own.list} aria-label={t.installedList}>
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
    </div>
  );
}

function BrokenEntry({ name, onUninstall }: { name: string; onUninstall(): void }) {
  const i18n = useI18n();
  return (
    <li className={`${styles.panel} ${own.item}`}>
      <h2 className={own.itemTitle}>{name}</h2>
      <p className={own.hint}>{i18n.ts.plugins.noSource}</p>
      <div className={styles.actions}>
        <Button size="small" variant="danger" onClick={onUninstall}>
          {i18n.ts.plugins.uninstall}
        </Button>
      </div>
    </li>
  );
}
