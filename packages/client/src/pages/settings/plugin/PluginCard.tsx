import { useId, useSyncExternalStore } from 'react';
import type { InstalledPlugin } from '@/features/plugins';
import { type PluginLogEntry, pluginLogs } from '@/features/plugins/log';
import { type I18n, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button } from '@/ui';
import { Toggle } from '../SettingControls';
import own from './Plugin.module.css';
import { PluginConfigForm } from './PluginConfigForm';
import { PluginFacts } from './PluginFacts';

export interface PluginCardProps {
  plugin: InstalledPlugin;
  onActive(active: boolean): void;
  onConfig(configData: Record<string, unknown>): void;
  onUninstall(): void;
}

function logLine(i18n: I18n, entry: PluginLogEntry): string {
  switch (entry.kind) {
    case 'print':
    case 'error':
      return entry.text;
    case 'stopped':
      return i18n.ts.plugins.logStopped;
    case 'timeout':
      return i18n.ts.plugins.logTimeout;
    case 'badResult':
      return i18n.ts.plugins.logBadResult;
  }
}

/** One installed plugin: what it is, on or off, its settings, source, log and uninstall. */
export function PluginCard({ plugin, onActive, onConfig, onUninstall }: PluginCardProps) {
  const i18n = useI18n();
  const t = i18n.ts.plugins;
  const titleId = useId();
  const log = useSyncExternalStore(pluginLogs.subscribe, () => pluginLogs.of(plugin.id));
  return (
    <li className={`${styles.panel} ${own.item}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={own.itemTitle}>
        {plugin.name}
      </h3>
      <PluginFacts plugin={plugin} hasToken={plugin.token !== null} />
      <Toggle
        label={i18n.t('plugins.activeLabel', { name: plugin.name })}
        role="switch"
        checked={plugin.active}
        onChange={onActive}
      />
      {plugin.config && Object.keys(plugin.config).length > 0 && (
        <details className={own.fold}>
          <summary>{t.settings}</summary>
          <PluginConfigForm plugin={plugin} onSave={onConfig} />
        </details>
      )}
      <details className={own.fold}>
        <summary>{t.viewSource}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long source scrolls, and must scroll by keyboard too. */}
        <pre className={own.source} tabIndex={0}>
          {plugin.src}
        </pre>
      </details>
      <details className={own.fold}>
        <summary>{t.viewLog}</summary>
        {log.length === 0 ? (
          <p className={own.hint}>{t.emptyLog}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long log scrolls, and must scroll by keyboard too.
          <pre className={own.source} tabIndex={0}>
            {log.map((entry) => logLine(i18n, entry)).join('\n')}
          </pre>
        )}
      </details>
      <div className={styles.actions}>
        <Button size="small" variant="danger" onClick={onUninstall}>
          {t.uninstall}
        </Button>
      </div>
    </li>
  );
}
