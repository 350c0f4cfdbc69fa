import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import styles from '../AuthDialog.module.css';

/** What the sign-in dialog needs for servers other than the default one. */
export interface RemoteSignIn {
  /** Resolves when `origin` answers as a Misskey server (its `meta`). */
  probe(origin: string): Promise<void>;
  /** Sends the person to the server's MiAuth page; the page is left, so this never returns to the dialog. */
  startMiAuth(origin: string): void;
  /** Signs in with a token made on that server (checked with `i` there), then reloads as it. */
  signInWithToken(origin: string, token: string): Promise<void>;
}

/**
 * The body of the sign-in dialog once another server is chosen: MiAuth is the dialog's main
 * action (the password is typed on that server, never here); a token made there can be pasted.
 */
export function RemoteSignInBody({
  host,
  pasting,
  token,
  onTokenChange,
  onWantsToken,
}: {
  host: string;
  pasting: boolean;
  token: string;
  onTokenChange(value: string): void;
  onWantsToken(): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.signin;
  if (pasting) {
    return (
      <div className={styles.fields}>
        <p className={styles.intro}>{i18n.t('signin.tokenIntro', { host })}</p>
        <TextField
          label={t.accessToken}
          type="password"
          value={token}
          onChange={onTokenChange}
          autoComplete="off"
          spellCheck={false}
          initialFocus
        />
      </div>
    );
  }
  return (
    <div className={styles.fields}>
      <p className={styles.intro}>{i18n.t('signin.remoteIntro', { host, app: i18n.ts.appName })}</p>
      <p className={styles.switch}>
        <Button variant="ghost" size="small" onClick={onWantsToken}>
          {t.pasteToken}
        </Button>
      </p>
    </div>
  );
}
