import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { RelativeTime, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import own from './Security.module.css';
import { describeUserAgent, userAgentOf } from './userAgent';

const PAGE_SIZE = 10;

type Signin = Misskey.entities.Signin;

type HistoryState =
  | { kind: 'loading'; items: Signin[] }
  | { kind: 'ready'; items: Signin[]; more: boolean }
  | { kind: 'failed'; items: Signin[]; message: string };

/** i/signin-history, newest first, a page at a time: when, from where, which device, and whether it worked. */
export function SigninHistorySection() {
  const i18n = useI18n();
  const t = i18n.ts.securitySettings;
  const { api } = useAccountContext();
  const headingId = useId();
  const [state, setState] = useState<HistoryState>({ kind: 'loading', items: [] });

  const load = useCallback(
    async (before: Signin[]) => {
      setState({ kind: 'loading', items: before });
      try {
        const untilId = before.at(-1)?.id;
        const page = await api.call('i/signin-history', {
          limit: PAGE_SIZE,
          ...(untilId ? { untilId } : {}),
        });
        setState({ kind: 'ready', items: [...before, ...page], more: page.length === PAGE_SIZE });
      } catch (error) {
        setState({ kind: 'failed', items: before, message: describeApiError(error, i18n).text });
      }
    },
    [api, i18n],
  );

  useEffect(() => {
    void load([]);
  }, [load]);

  const device = (signin: Signin) => {
    const { browser, system } = describeUserAgent(userAgentOf(signin.headers));
    if (browser && system) return i18n.t('securitySettings.deviceOn', { browser, system });
    return browser ?? system ?? t.deviceUnknown;
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        {t.historyTitle}
      </h2>
      {state.items.length > 0 && (
        <ul className={own.history} aria-label={t.historyTitle}>
          {state.items.map((signin) => (
            <li key={signin.id} className={own.signin}>
              {signin.success ? (
                <IconCircleCheck className={own.success} size={20} aria-hidden="true" />
              ) : (
                <IconCircleX className={own.failure} size={20} aria-hidden="true" />
              )}
              <div className={own.signinText}>
                <strong>{signin.success ? t.historySuccess : t.historyFailure}</strong>
                <span>{device(signin)}</span>
                <span className={own.signinMeta}>
                  <code>{signin.ip}</code> · <RelativeTime time={signin.createdAt} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p className={styles.muted}>{t.historyEmpty}</p>}
      {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
      {(state.kind === 'loading' || (state.kind === 'ready' && state.more) || state.kind === 'failed') && (
        <div className={styles.actions}>
          <Button busy={state.kind === 'loading'} onClick={() => void load(state.items)}>
            {state.kind === 'loading'
              ? i18n.ts.loading
              : state.items.length === 0
                ? i18n.ts.reload
                : t.historyOlder}
          </Button>
        </div>
      )}
    </section>
  );
}
