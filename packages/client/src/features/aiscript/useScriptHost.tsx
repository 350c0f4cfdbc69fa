import { useMemo, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { createApiClient } from '@/api';
import { useCustomEmojis } from '@/features/emoji';
import { useI18n } from '@/i18n';
import { openAlert, openConfirm, openTextInput, useModals } from '@/ui';
import styles from './AiScript.module.css';
import type { ScriptFailure, ScriptHost } from './sandbox';

export interface ScriptOutput {
  print(text: string): void;
  reportError(failure: ScriptFailure): void;
}

/**
 * A script's host on this page: the app's own dialogs, the signed-in account's API, this device's
 * storage. Built once per widget; the latest account, texts and output are read when used.
 */
export function useScriptHost(output: ScriptOutput): ScriptHost {
  const modals = useModals();
  const i18n = useI18n();
  const { account, api } = useAccountContext();
  const emojis = useCustomEmojis();
  const latest = useRef({ modals, i18n, account, api, emojis, output });
  latest.current = { modals, i18n, account, api, emojis, output };

  return useMemo((): ScriptHost => {
    const now = latest.current;
    return {
      user: now.account
        ? { id: now.account.id, name: now.account.name ?? null, username: now.account.username }
        : null,
      customEmojis: now.emojis,
      locale: now.i18n.lang,
      serverUrl: now.api.origin,
      pageUrl: () => window.location.href,
      storage: window.localStorage,
      dialog: (title, text) =>
        openAlert(latest.current.modals, { title, text, okLabel: latest.current.i18n.ts.ok }),
      confirm: (title, text) =>
        openConfirm(latest.current.modals, {
          title,
          text,
          okLabel: latest.current.i18n.ts.ok,
          cancelLabel: latest.current.i18n.ts.cancel,
        }),
      consentToApi: (endpoint, params) => {
        const { i18n: texts, modals: controller } = latest.current;
        return openConfirm(controller, {
          title: texts.t('aiscript.apiConsentTitle', { endpoint }),
          // The values the script sends, as text: the user sees what would be written.
          text: (
            <>
              {texts.ts.aiscript.apiConsentText}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long values scroll, and must scroll by keyboard too. */}
              <pre className={styles.params} tabIndex={0}>
                {JSON.stringify(params, null, 2)}
              </pre>
            </>
          ),
          okLabel: texts.ts.aiscript.allow,
          cancelLabel: texts.ts.aiscript.deny,
        });
      },
      callApi: (endpoint, params, token) => {
        const { api: accountApi } = latest.current;
        // A script may name another token, as Misskey allows; it then speaks for that token only.
        const client = token === null ? accountApi : createApiClient({ origin: accountApi.origin, token });
        return (client.call as (endpoint: string, params: unknown) => Promise<unknown>)(endpoint, params);
      },
      // `readline(question)`: the app's text dialog; a canceled one answers the empty string.
      readline: (question) =>
        openTextInput(latest.current.modals, { title: question, label: question }).then((answer) =>
          answer.canceled ? '' : answer.result,
        ),
      print: (text) => latest.current.output.print(text),
      reportError: (failure) => latest.current.output.reportError(failure),
    };
  }, []);
}

/** A failure in the reader's language (the interpreter's own message is kept for the detail). */
export function failureText(i18n: ReturnType<typeof useI18n>, failure: ScriptFailure): string {
  const { message, position } = failure;
  switch (failure.kind) {
    case 'budget':
      return position ? i18n.t('aiscript.stoppedAt', { line: position.line }) : i18n.ts.aiscript.stopped;
    case 'syntax':
      return position
        ? i18n.t('aiscript.syntaxErrorAt', { message, ...position })
        : i18n.t('aiscript.syntaxError', { message });
    case 'runtime':
      return position
        ? i18n.t('aiscript.runtimeErrorAt', { message, ...position })
        : i18n.t('aiscript.runtimeError', { message });
  }
}
