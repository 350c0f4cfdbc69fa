import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError, openApiErrorDialog } from '@/api';
import { dateTimeFormat, type I18n, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import styles from './InvitePage.module.css';

type InviteCode = Misskey.entities.InviteCode;

type State =
  | { kind: 'loading' }
  | { kind: 'forbidden' }
  | { kind: 'signedOut' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; codes: InviteCode[]; remaining: number | null };

const PAGE_SIZE = 100;

/** Misskey's answer when the role lacks a policy an endpoint needs (here `canInvite`). */
const isRoleDenied = (error: unknown) => isApiError(error) && error.code === 'ROLE_PERMISSION_DENIED';

/** Whether a code can still be used: unused and not past its expiry. */
function codeState(code: InviteCode, now: number): 'used' | 'expired' | 'unused' {
  if (code.used) return 'used';
  if (code.expiresAt && Date.parse(code.expiresAt) < now) return 'expired';
  return 'unused';
}

function expiryText(code: InviteCode, i18n: I18n): string {
  if (!code.expiresAt) return i18n.ts.invitePage.noExpiry;
  const date = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(code.expiresAt),
  );
  return i18n.t('invitePage.expires', { date });
}

/**
 * /invite: the invitation codes one made, with when each expires and whether it was used;
 * make one (within `inviteLimit` per `inviteLimitCycle`), copy it, delete an unused one. A
 * role without `canInvite` gets a plain explanation instead of a dead button.
 */
export function InvitePage() {
  const i18n = useI18n();
  const t = i18n.ts.invitePage;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [creating, setCreating] = useState(false);
  const generation = useRef(0);
  const signedIn = account !== null;
  const mayInvite = account?.policies?.canInvite === true || account?.isAdmin === true;

  const load = useCallback(() => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    Promise.all([api.call('invite/list', { limit: PAGE_SIZE }), api.call('invite/limit', {})]).then(
      ([codes, limit]) => {
        if (generation.current === mine) setState({ kind: 'ready', codes, remaining: limit.remaining });
      },
      (error: unknown) => {
        if (generation.current !== mine) return;
        setState(
          isRoleDenied(error)
            ? { kind: 'forbidden' }
            : { kind: 'failed', message: describeApiError(error, i18n).text },
        );
      },
    );
  }, [api, i18n]);

  useEffect(() => {
    if (!signedIn) setState({ kind: 'signedOut' });
    else if (mayInvite) load();
    else setState({ kind: 'forbidden' });
  }, [signedIn, mayInvite, load]);

  const create = async () => {
    setCreating(true);
    try {
      const code = await api.call('invite/create', {});
      const limit = await api.call('invite/limit', {});
      setState((current) =>
        current.kind === 'ready'
          ? { kind: 'ready', codes: [code, ...current.codes], remaining: limit.remaining }
          : current,
      );
      toast(t.created);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'invite/create' });
    } finally {
      setCreating(false);
    }
  };

  const copy = async (code: InviteCode) => {
    try {
      await navigator.clipboard.writeText(code.code);
      toast(t.copied);
    } catch {
      // The clipboard refused (no focus or permission); the code stays readable on screen.
    }
  };

  const remove = async (code: InviteCode) => {
    const ok = await openConfirm(modals, {
      title: i18n.t('invitePage.deleteConfirm', { code: code.code }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await api.call('invite/delete', { inviteId: code.id });
      setState((current) =>
        current.kind === 'ready'
          ? { ...current, codes: current.codes.filter((c) => c.id !== code.id) }
          : current,
      );
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'invite/delete' });
    }
  };

  const now = Date.now();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {state.kind === 'loading' && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'forbidden' && <Notice tone="info">{t.cannotInvite}</Notice>}
      {state.kind === 'signedOut' && <Notice tone="info">{t.signInFirst}</Notice>}
      {state.kind === 'failed' && (
        <div className={pageStyles.actions}>
          <Notice tone="error">{state.message}</Notice>
          <Button onClick={load}>{i18n.ts.timelines.retry}</Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p className={pageStyles.lead}>
            {state.remaining === null ? t.unlimited : i18n.t('invitePage.remaining', { n: state.remaining })}
          </p>
          <div className={pageStyles.actions}>
            <Button
              variant="primary"
              busy={creating}
              disabled={state.remaining === 0}
              onClick={() => void create()}
            >
              {t.create}
            </Button>
          </div>
          {state.codes.length === 0 ? (
            <p className={pageStyles.muted}>{t.empty}</p>
          ) : (
            <ul className={styles.codes} aria-label={t.listLabel}>
              {state.codes.map((code) => {
                const status = codeState(code, now);
                return (
                  <li key={code.id} className={styles.code}>
                    <code className={styles.codeText}>{code.code}</code>
                    <div className={styles.facts}>
                      <span className={styles.state}>{t.states[status]}</span>
                      <span>{expiryText(code, i18n)}</span>
                    </div>
                    <div className={styles.rowActions}>
                      <Button size="small" onClick={() => void copy(code)}>
                        {t.copy}
                        <span className="visually-hidden"> {code.code}</span>
                      </Button>
                      {/* A used code is history: Misskey lets only staff delete it. */}
                      {status !== 'used' && (
                        <Button size="small" variant="danger" onClick={() => void remove(code)}>
                          {t.delete}
                          <span className="visually-hidden"> {code.code}</span>
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
