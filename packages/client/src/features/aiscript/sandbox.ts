import { errors, Interpreter, utils, values } from '@syuilo/aiscript';
import { nyaize } from 'misskey-js';
import { parseScript } from './parseScript';
import { DEFAULT_PERMISSIONS, decideApiCall, type ScriptPermissions } from './permissions';
import { positionAt, type ScriptPosition, syntaxPosition, trackFailureOffsets } from './scriptPosition';
import { trackActivations } from './stepBudget';
import { createUiApi, UiStore } from './ui';

/** Misskey's dialog icon types, the third argument of `Mk:dialog` and `Mk:confirm`. */
export const DIALOG_TYPES = ['error', 'info', 'success', 'warning', 'waiting', 'question'] as const;
export type ScriptDialogType = (typeof DIALOG_TYPES)[number];

/** What the page running a script lends it: the account, the dialogs, the API, storage, output. */
export interface ScriptHost {
  user: { id: string; name: string | null; username: string } | null;
  customEmojis: readonly unknown[];
  locale: string;
  serverUrl: string;
  pageUrl(): string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  dialog(title: string, text: string, type: ScriptDialogType): Promise<void>;
  confirm(title: string, text: string, type: ScriptDialogType): Promise<boolean>;
  /** Asks the user whether the script may make this call (a write); true to go ahead. */
  consentToApi(endpoint: string, params: unknown): Promise<boolean>;
  callApi(endpoint: string, params: unknown, token: string | null): Promise<unknown>;
  /** A line the script printed (`<:` or `print`). */
  print(text: string): void;
  /** A failure: of the run, or later of a button's or timer's function. */
  reportError(failure: ScriptFailure): void;
  readline?(question: string): Promise<string>;
}

export interface ScriptFailure {
  /** syntax: the code does not parse; budget: stopped as a runaway; runtime: any other error. */
  kind: 'syntax' | 'runtime' | 'budget';
  message: string;
  /** Where it failed, when the parser or the evaluated expression tells (not for a host's own error). */
  position?: ScriptPosition;
}

export interface SandboxOptions {
  /** Names the script's storage (`Mk:save`) and is its `THIS_ID`: a widget id, a play id. */
  scriptId: string;
  host: ScriptHost;
  permissions?: ScriptPermissions;
  /** More read-only names (a play's `THIS_URL`). */
  consts?: Record<string, string>;
  /** More functions and values the caller lends (a plugin's `Plugin:` names). */
  natives?: Record<string, values.Value>;
}

export interface Sandbox {
  /** The script's `Ui:` components. */
  ui: UiStore;
  /** Parses and runs the code; resolves when it ends, with its failure or null. */
  run(code: string): Promise<ScriptFailure | null>;
  /**
   * Runs one of the script's functions as a new activation (its steps count until the script is
   * idle again) and resolves with its value; a failure is reported to the host and resolves as an
   * error value.
   */
  call(fn: values.VFn, args: values.Value[]): Promise<values.Value>;
  /** Stops the script and its timers (the widget closed, the page left). */
  dispose(): void;
}

function describe(error: unknown, budget: number, position?: ScriptPosition): ScriptFailure {
  if (error instanceof errors.AiScriptSyntaxError) return { kind: 'syntax', ...syntaxPosition(error) };
  const message = error instanceof Error ? error.message : String(error);
  const at = position ? { position } : {};
  if (/max step exceeded/.test(message)) {
    return { kind: 'budget', message: `stopped after ${budget.toLocaleString('en-US')} steps`, ...at };
  }
  return { kind: 'runtime', message, ...at };
}

function assertDialogType(value: values.Value | undefined, fallback: ScriptDialogType): ScriptDialogType {
  if (value == null || value.type === 'null') return fallback;
  utils.assertString(value);
  if (!(DIALOG_TYPES as readonly string[]).includes(value.value)) {
    throw new errors.AiScriptRuntimeError(`"${value.value}" is not one of ${DIALOG_TYPES.join(', ')}`);
  }
  return value.value as ScriptDialogType;
}

/** A fresh interpreter with Misskey's `Mk:` and `Ui:` names, bound to one host and its rules. */
export function createSandbox({
  scriptId,
  host,
  permissions = DEFAULT_PERMISSIONS,
  consts = {},
  natives = {},
}: SandboxOptions): Sandbox {
  const ui = new UiStore();
  const budget = permissions.stepBudget;
  const storageKey = (key: string) => `aiscript:${scriptId}:${key}`;
  let currentFailure: ScriptFailure | null = null;
  let disposed = false;
  // The code of the last run: a failure's offset becomes its line and column in it.
  let code = '';
  let failureOffset: (error: unknown) => number | undefined = () => undefined;

  // One place for every failure: the run's result, and the host's report for later activations.
  const onError = (error: unknown) => {
    if (disposed) return;
    const offset = failureOffset(error);
    const failure = describe(error, budget, offset === undefined ? undefined : positionAt(code, offset));
    currentFailure ??= failure;
    host.reportError(failure);
  };

  const env: Record<string, values.Value> = {
    USER_ID: host.user ? values.STR(host.user.id) : values.NULL,
    USER_NAME: host.user?.name ? values.STR(host.user.name) : values.NULL,
    USER_USERNAME: host.user ? values.STR(host.user.username) : values.NULL,
    CUSTOM_EMOJIS: utils.jsToVal(host.customEmojis),
    LOCALE: values.STR(host.locale),
    SERVER_URL: values.STR(host.serverUrl),
    THIS_ID: values.STR(scriptId),
    ...Object.fromEntries(Object.entries(consts).map(([name, value]) => [name, values.STR(value)])),
    'Mk:dialog': values.FN_NATIVE(async ([title, text, type]) => {
      utils.assertString(title);
      utils.assertString(text);
      await host.dialog(title.value, text.value, assertDialogType(type, 'info'));
      return values.NULL;
    }),
    'Mk:confirm': values.FN_NATIVE(async ([title, text, type]) => {
      utils.assertString(title);
      utils.assertString(text);
      return values.BOOL(await host.confirm(title.value, text.value, assertDialogType(type, 'question')));
    }),
    'Mk:api': values.FN_NATIVE(async ([endpoint, params, token]) => {
      utils.assertString(endpoint);
      if (params == null) throw new errors.AiScriptRuntimeError('Mk:api: expected params');
      utils.assertObject(params);
      if (token != null && token.type !== 'null') utils.assertString(token);
      const name = endpoint.value;
      const body = utils.valToJs(params) as unknown;
      const decision = decideApiCall(name, permissions);
      if (decision === 'deny') throw new errors.AiScriptRuntimeError(`Mk:api: scripts may not call ${name}`);
      if (decision === 'ask' && !(await host.consentToApi(name, body))) {
        return values.ERROR('request_failed', utils.jsToVal({ code: 'DENIED_BY_USER', message: 'denied' }));
      }
      try {
        return utils.jsToVal(await host.callApi(name, body, token?.type === 'str' ? token.value : null));
      } catch (error) {
        return values.ERROR('request_failed', utils.jsToVal(error));
      }
    }),
    'Mk:save': values.FN_NATIVE(([key, value]) => {
      utils.assertString(key);
      utils.expectAny(value);
      host.storage.setItem(storageKey(key.value), JSON.stringify(utils.valToJs(value)));
      return values.NULL;
    }),
    'Mk:load': values.FN_NATIVE(([key]) => {
      utils.assertString(key);
      const saved = host.storage.getItem(storageKey(key.value));
      if (saved === null) return values.NULL;
      try {
        return utils.jsToVal(JSON.parse(saved));
      } catch {
        return values.NULL;
      }
    }),
    'Mk:remove': values.FN_NATIVE(([key]) => {
      utils.assertString(key);
      host.storage.removeItem(storageKey(key.value));
      return values.NULL;
    }),
    'Mk:url': values.FN_NATIVE(() => values.STR(host.pageUrl())),
    'Mk:nyaize': values.FN_NATIVE(([text]) => {
      utils.assertString(text);
      return values.STR(nyaize(text.value));
    }),
  };

  let interpreter: Interpreter;
  // A press of a script's button or a typed value runs the script's function as a new activation.
  const runCallback = async (fn: values.VFn, args: values.Value[]) => {
    if (disposed) return;
    await interpreter.execFn(fn, args);
  };
  interpreter = new Interpreter(
    { ...env, ...createUiApi(ui, runCallback), ...natives },
    {
      maxStep: budget,
      out: (value) => host.print(value.type === 'str' ? value.value : utils.reprValue(value)),
      err: onError,
      in: host.readline ? (question) => host.readline?.(question) ?? Promise.resolve('') : undefined,
    },
  );
  failureOffset = trackFailureOffsets(interpreter);
  // Steps count from the last moment the script was idle, so a run, a button's or a timer's
  // function that never returns is stopped after `budget` steps however slow the device is.
  const activations = trackActivations(interpreter, () => disposed);

  return {
    ui,
    async run(source) {
      code = source;
      let program: ReturnType<typeof parseScript>;
      try {
        program = parseScript(source);
      } catch (error) {
        const failure = describe(error, budget);
        if (!disposed) host.reportError(failure);
        return failure;
      }
      currentFailure = null;
      await activations.activation(() => interpreter.exec(program));
      return currentFailure;
    },
    async call(fn, args) {
      if (disposed) return values.NULL;
      return interpreter.execFn(fn, args);
    },
    dispose() {
      disposed = true;
      activations.dispose();
      interpreter.abort();
      // AiScript 0.19's abort makes every later step return null at once, so a `loop` still
      // running went round forever on microtasks: no timer fired again and the tab froze (Stop
      // on a loop with no end). A step over the budget throws instead, which ends the loop; a
      // disposed sandbox reports nothing.
      (interpreter as unknown as { stop: boolean }).stop = false;
      interpreter.stepCount = Number.POSITIVE_INFINITY;
    },
  };
}
