import { useEffect, useMemo, useRef } from 'react';
import { failureText, useScriptHost } from '@/features/aiscript';
import type { InstalledPlugin } from '@/features/plugins';
import { installPluginCalls } from '@/features/plugins/install';
import { pluginLogs, reportPluginFailure, setPluginFailureNotice } from '@/features/plugins/log';
import { readInstalledPlugin } from '@/features/plugins/types';
import { useI18n } from '@/i18n';
import type { PluginSetting } from '@/settings';
import { useToast } from '@/ui';
import { type RunningPlugin, startPlugin } from './runtime';

// What makes a running plugin out of date: a new source, other settings, permissions or token.
const runKey = (plugin: InstalledPlugin) =>
  JSON.stringify([plugin.src, plugin.configData, plugin.permissions, plugin.name, plugin.token]);

/**
 * Runs the active plugins (a lazy chunk with the AiScript interpreter, mounted by PluginHost).
 * Each starts once; one that is changed, deactivated or uninstalled is stopped or restarted at
 * once, with no reload. A failure is logged under the plugin and told once in a toast naming it.
 */
export default function PluginRuntime({ entries }: { entries: readonly PluginSetting[] }) {
  const plugins = useMemo(
    () =>
      entries.map(readInstalledPlugin).filter((plugin): plugin is InstalledPlugin => plugin?.active === true),
    [entries],
  );
  const i18n = useI18n();
  const toast = useToast();
  const latest = useRef({ i18n, toast });
  latest.current = { i18n, toast };
  // Output goes to each plugin's own log (below), not to this shared host.
  const host = useScriptHost(useMemo(() => ({ print: () => {}, reportError: () => {} }), []));
  const running = useRef(new Map<string, { key: string; plugin: RunningPlugin }>());

  useEffect(() => {
    // The note view, the menus and the composer reach plugins through these from now on.
    installPluginCalls();
    setPluginFailureNotice((name) =>
      latest.current.toast(latest.current.i18n.t('plugins.failedToast', { name })),
    );
    const started = running.current;
    return () => {
      setPluginFailureNotice(null);
      for (const { plugin } of started.values()) plugin.stop();
      started.clear();
    };
  }, []);

  useEffect(() => {
    const wanted = new Map(plugins.map((plugin) => [plugin.id, plugin]));
    for (const [id, { key, plugin }] of running.current) {
      const next = wanted.get(id);
      if (next && runKey(next) === key) continue;
      plugin.stop();
      running.current.delete(id);
    }
    for (const plugin of plugins) {
      if (running.current.has(plugin.id)) continue;
      const started = startPlugin(plugin, host, {
        print: (text) => pluginLogs.add(plugin.id, { kind: 'print', text }),
        failure: (failure, stopped) => {
          reportPluginFailure(plugin, { kind: 'error', text: failureText(latest.current.i18n, failure) });
          if (stopped) pluginLogs.add(plugin.id, { kind: 'stopped' });
        },
      });
      running.current.set(plugin.id, { key: runKey(plugin), plugin: started });
    }
  }, [plugins, host]);

  return null;
}
