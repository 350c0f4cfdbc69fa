import { useEffect, useState } from 'react';
import {
  hostOf,
  type Me,
  type SavedAccount,
  sameAccount,
  useAccountContext,
  useAccountDialogs,
  useSignedInAccount,
  useSwitchAccount,
} from '@/accounts';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import rowStyles from './AccountsSettingsPage.module.css';

interface Row {
  saved: SavedAccount;
  user: Me;
}

/** /settings/accounts: every account saved on this device; switch to, remove, add. */
export function AccountsSettingsPage() {
  const i18n = useI18n();
  const modals = useModals();
  const current = useSignedInAccount();
  const { session } = useAccountContext();
  const { openSignIn } = useAccountDialogs();
  const [others, setOthers] = useState<Row[] | null>(null);
  const switchAccount = useSwitchAccount();

  useEffect(() => {
    let active = true;
    session.checkSavedAccounts().then((checks) => {
      if (!active) return;
      setOthers(checks.flatMap((check) => (check.ok ? [{ saved: check.saved, user: check.user }] : [])));
    });
    return () => {
      active = false;
    };
  }, [session]);

  const remove = async (row: Row) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.ts.accounts.removeConfirmTitle,
      text: i18n.t('accounts.removeConfirmText', { username: handle(row) }),
      okLabel: i18n.ts.remove,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    session.removeAccount(row.saved);
    setOthers((rows) => rows?.filter((other) => !sameAccount(other.saved, row.saved)) ?? null);
  };

  // The same username on two servers is two accounts: the handle always names the server.
  const handle = (row: Row) => `${row.user.username}@${hostOf(row.saved.origin)}`;

  const rows: Array<Row & { isCurrent: boolean }> = [
    { saved: current, user: current, isCurrent: true },
    ...(others ?? []).map((row) => ({ ...row, isCurrent: false })),
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.accounts.title}</h1>
      <ul className={rowStyles.list} aria-busy={others === null}>
        {rows.map((row) => (
          <li key={`${row.saved.origin}|${row.saved.id}`} className={rowStyles.row}>
            <UserAvatar user={row.user} size={44} />
            <div className={rowStyles.names}>
              <span className={rowStyles.name}>
                <UserName user={row.user} />
              </span>
              <span className={rowStyles.acct} dir="ltr">
                @{handle(row)}
              </span>
              {row.isCurrent && <span className={rowStyles.badge}>{i18n.ts.accounts.current}</span>}
            </div>
            {!row.isCurrent && (
              <div className={rowStyles.buttons}>
                <Button size="small" onClick={() => void switchAccount(row.saved, row.user.username)}>
                  {i18n.t('accounts.switchTo', { username: handle(row) })}
                </Button>
                <Button size="small" variant="danger" onClick={() => void remove(row)}>
                  {i18n.t('accounts.remove', { username: handle(row) })}
                </Button>
              </div>
            )}
          </li>
        ))}
        {others === null && <li className={rowStyles.loading}>{i18n.ts.accounts.checking}</li>}
      </ul>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void openSignIn()}>
          {i18n.ts.accounts.add}
        </Button>
      </div>
    </div>
  );
}
