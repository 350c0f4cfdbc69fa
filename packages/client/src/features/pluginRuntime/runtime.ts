import { errors, utils, values } from '@syuilo/aiscript';
import { createSandbox, DEFAULT_PERMISSIONS, type ScriptFailure, type ScriptHost } from '@/features/aiscript';
import { ENDPOINT_KINDS } from '@/features/aiscript/endpointKinds';
import {
  type InstalledPlugin,
  type PluginHookKind,
  type PostFormUpdate,
  pluginRegistry,
} from '@/features/plugins';
import { ReportedPluginFailure } from '@/features/plugins/log';
import { configValues } from '@/features/plugins/types';

// Runs one plugin on the shared AiScript sandbox: the sandbox decides what it may do (its API
// calls go through decideApiCall with the permissions granted at install), this adds Misskey's
// `Plugin:` names and turns what the plugin registers into guarded hooks. A plugin installed with
// its own token (it declared permissions) calls the API with that token, so the server holds it
// to those permissions; one without (none declared, or installed before tokens) speaks for the
// account and is asked before each write.

/** Every kind: with its own token a plugin is never asked, the server refuses what it lacks. */
const ALL_KINDS = Object.keys(ENDPOINT_KINDS);

/** The plugin's calls go out with its token, unless the script names another one itself. */
export function pluginApiHost(host: ScriptHost, token: string | null): ScriptHost['callApi'] {
  return (endpoint, params, scriptToken) => host.callApi(endpoint, params, scriptToken ?? token);
}

/**
 * Steps one activation of a plugin may take (its start, or one call of a registered function):
 * about a second at the interpreter's pace. Plugins run for every note shown, so a runaway must
 * end sooner than a widget's script.
 */
export const PLUGIN_STEP_BUDGET = 30_000;

export interface PluginReporter {
  print(text: string): void;
  /** A failure of the plugin; `stopped` is true when it was stopped for the rest of the page load. */
  failure(failure: ScriptFailure, stopped: boolean): void;
}

export interface RunningPlugin {
  /** Ends the plugin: its hooks are dropped and its interpreter aborted. */
  stop(): void;
}

const openableUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/** Starts an installed plugin; its hooks appear in the registry as it registers them. */
export function startPlugin(
  plugin: InstalledPlugin,
  host: ScriptHost,
  reporter: PluginReporter,
): RunningPlugin {
  let stopped = false;
  let failures = 0;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    pluginRegistry.removePlugin(plugin.id);
    sandbox.dispose();
  };

  const register = (kind: PluginHookKind, title: string, handler: values.VFn) => {
    pluginRegistry.add({
      pluginId: plugin.id,
      pluginName: plugin.name,
      kind,
      title,
      run: async (input: unknown, update?: PostFormUpdate) => {
        if (stopped) throw new ReportedPluginFailure();
        const args = [utils.jsToVal(input)];
        if (update) {
          args.push(
            values.FN_NATIVE(([key, value]) => {
              if (key?.type === 'str' && value !== undefined) update(key.value, utils.valToJs(value));
            }),
          );
        }
        const before = failures;
        const result = await sandbox.call(handler, args);
        // A failure inside the call was reported through the host already.
        if (failures > before) throw new ReportedPluginFailure();
        return utils.valToJs(result);
      },
    });
  };

  const action = (kind: PluginHookKind) =>
    values.FN_NATIVE(([title, handler]) => {
      utils.assertString(title);
      utils.assertFunction(handler);
      register(kind, title.value, handler);
    });
  const interruptor = (kind: PluginHookKind) =>
    values.FN_NATIVE(([handler]) => {
      utils.assertFunction(handler);
      register(kind, '', handler);
    });

  const natives: Record<string, values.Value> = {
    'Plugin:register_note_action': action('noteAction'),
    'Plugin:register_user_action': action('userAction'),
    'Plugin:register_post_form_action': action('postFormAction'),
    'Plugin:register_note_view_interruptor': interruptor('noteViewInterruptor'),
    'Plugin:register_note_post_interruptor': interruptor('notePostInterruptor'),
    'Plugin:register_page_view_interruptor': interruptor('pageViewInterruptor'),
    // The older names Misskey still accepts.
    'Mk:register_note_action': action('noteAction'),
    'Mk:register_user_action': action('userAction'),
    'Mk:register_post_form_action': action('postFormAction'),
    'Plugin:open_url': values.FN_NATIVE(([url]) => {
      utils.assertString(url);
      const href = openableUrl(url.value);
      if (!href) throw new errors.AiScriptRuntimeError('Plugin:open_url: only http and https addresses open');
      window.open(href, '_blank', 'noopener');
    }),
    'Plugin:config': utils.jsToVal(configValues(plugin)),
  };

  const sandbox = createSandbox({
    scriptId: `plugin:${plugin.id}`,
    host: {
      ...host,
      callApi: pluginApiHost(host, plugin.token),
      print: (text) => reporter.print(text),
      reportError: (failure) => {
        failures++;
        // A runaway is stopped for the rest of the page load: it would run again on every note.
        const runaway = failure.kind === 'budget';
        reporter.failure(failure, runaway);
        if (runaway) stop();
      },
    },
    permissions: {
      ...DEFAULT_PERMISSIONS,
      granted: plugin.token ? ALL_KINDS : plugin.permissions,
      stepBudget: PLUGIN_STEP_BUDGET,
    },
    natives,
  });

  void sandbox.run(plugin.src);
  return { stop };
}
