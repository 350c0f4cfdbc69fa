import { useId, useState } from 'react';
import { createSigninApi, useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openAlert, openConfirm, openPasswordDialog, useModals } from '@/ui';
import { regenerateAndSignIn, regeneratedOnThisLoad } from './regenerateToken';
import own from './Security.module.css';

/** i/regenerate-token's answer for a wrong password (ours; Misskey answers an internal error). */
const INCORRECT_PASSWORD_ID = '52f2b851-e992-46b9-b64b-11689d7c44fc';

/** Signs the account out everywhere else by regenerating its token; this device signs in again. */
export function RegenerateTokenSection() {
  const i18n = useI18n();
  const t = i18n.ts.securitySettings;
  const account = useSignedInAccount();
  const { api, session } = useAccountContext();
  const modals = useModals();
  const headingId = useId();
  // The page loaded as the new token after a regeneration here: say so once.
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; text: string }
  >(() => (regeneratedOnThisLoad() ? { kind: 'done' } : { kind: 'idle' }));

  const regenerate = async () => {
    const sure = await openConfirm(modals, {
      title: t.regenerateTitle,
      text: t.regenerateConfirm,
      okLabel: t.regenerate,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!sure) return;
    const identity = await openPasswordDialog(modals, {
      twoFactorEnabled: account.twoFactorEnabled === true,
      text: t.regeneratePassword,
    });
    if (identity.canceled) return;
    setState({ kind: 'busy' });
    try {
      const outcome = await regenerateAndSignIn({
        account,
        api,
        signinApi: createSigninApi(account.origin),
        session,
        password: identity.result.password,
        code: identity.result.token,
      });
      if (outcome.kind === 'signInFailed') {
        await openAlert(modals, {
          title: t.regenerateTitle,
          text: t.regenerateSignInFailed,
          okLabel: i18n.ts.ok,
        });
        await session.signout();
      }
    } catch (error) {
      setState({
        kind: 'failed',
        text: describeApiError(error, i18n, { [INCORRECT_PASSWORD_ID]: t.incorrectPassword }).text,
      });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        {t.regenerateTitle}
      </h2>
      <p className={styles.muted}>{t.regenerateText}</p>
      {state.kind === 'done' && <Notice tone="success">{t.regenerated}</Notice>}
      {state.kind === 'failed' && <Notice tone="error">{state.text}</Notice>}
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => void regenerate()} busy={state.kind === 'busy'}>
          {t.regenerate}
        </Button>
      </div>
    </section>
  );
}
