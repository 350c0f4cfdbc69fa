import { IconLogout, IconPlus, IconSettings, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { useInstance, useServerMetas } from '@/instance';
import { useNavigate } from '@/router';
import { MenuButton, type MenuItem } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import { useAccountContext } from './AccountContext';
import styles from './AccountMenu.module.css';
import { fullAcct, type Me, type SavedAccount } from './model';
import { serverGroupItems } from './ServerGroupItems';
import { groupByServer, hasUnread, hostOf, spansServers } from './serverGroups';
import type { SavedAccountCheck } from './session';
import { useAccountDialogs } from './useAccountDialogs';
import { useSwitchAccount } from './useSwitchAccount';

type OtherAccounts =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; checks: SavedAccountCheck[] };

/** One row of the account list: the account in use, or another one that passed its check. */
type Row = { origin: string; user: Me } & ({ current: true } | { current: false; saved: SavedAccount });

/**
 * The account menu (spec 000 §2): profile, the accounts on this device grouped by server,
 * add, manage, sign out. Other accounts show their full handle (the same username on two
 * servers is told apart) and a dot when `i` says they have unread notifications.
 */
export function AccountMenu() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { account, session } = useAccountContext();
  const { openSignIn, openSignUp } = useAccountDialogs();
  const instance = useInstance();
  const switchAccount = useSwitchAccount();
  const [others, setOthers] = useState<OtherAccounts>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const rows: Row[] =
    others.state === 'loaded' && account
      ? [
          { current: true, origin: account.origin, user: account },
          ...others.checks.flatMap((check): Row[] =>
            check.ok
              ? [{ current: false, origin: check.saved.origin, user: check.user, saved: check.saved }]
              : [],
          ),
        ]
      : [];
  const groups = groupByServer(rows, account?.origin ?? null);
  const metas = useServerMetas(
    groups.map((group) => group.origin),
    open,
  );
  if (!account) return null;

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    // Each saved account is checked with its own token at its own server whenever the menu opens.
    setOthers({ state: 'loading' });
    session.checkSavedAccounts().then(
      (checks) => setOthers({ state: 'loaded', checks }),
      () => setOthers({ state: 'loaded', checks: [] }),
    );
  };

  const rowItem = (row: Row): MenuItem => {
    const handle = fullAcct(row.user, hostOf(row.origin)).slice(1);
    if (row.current) {
      return {
        type: 'button',
        text: `@${handle}`,
        wrap: true,
        icon: <UserAvatar user={row.user} size={22} />,
        end: <span className={styles.currentTag}>{i18n.ts.accountMenu.current}</span>,
        action: () => navigate(`/@${account.username}`),
      };
    }
    return {
      type: 'button',
      text: i18n.t('accountMenu.switchTo', { username: handle }),
      wrap: true,
      icon: <UserAvatar user={row.user} size={22} />,
      end: hasUnread(row.user) ? (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">{i18n.ts.accountMenu.unread}</span>
        </span>
      ) : undefined,
      action: () => void switchAccount(row.saved, row.user.username, row.user),
    };
  };

  const accountItems: MenuItem[] =
    others.state === 'loading'
      ? [{ type: 'pending', text: i18n.ts.loading }]
      : rows.length > 1
        ? serverGroupItems(groups, metas, rowItem)
        : [];

  const items: MenuItem[] = [
    {
      type: 'button',
      text: i18n.ts.accountMenu.profile,
      icon: <IconUser size={18} />,
      action: () => navigate(`/@${account.username}`),
    },
    // Where sign-up takes an invitation code, those who may invite find their codes here.
    ...(instance.meta?.disableRegistration && (account.isAdmin || account.policies?.canInvite)
      ? [
          {
            type: 'button' as const,
            text: i18n.ts.invitePage.title,
            icon: <IconUserPlus size={18} />,
            action: () => navigate('/invite'),
          },
        ]
      : []),
    ...(accountItems.length > 0 ? [{ type: 'divider' } as const, ...accountItems] : []),
    { type: 'divider' },
    {
      type: 'parent',
      text: i18n.ts.accountMenu.addAccount,
      icon: <IconPlus size={18} />,
      children: [
        { type: 'button', text: i18n.ts.accountMenu.signInExisting, action: () => void openSignIn() },
        { type: 'button', text: i18n.ts.accountMenu.createNew, action: () => void openSignUp() },
      ],
    },
    {
      type: 'button',
      text: i18n.ts.accountMenu.manage,
      icon: <IconSettings size={18} />,
      action: () => navigate('/settings/accounts'),
    },
    { type: 'divider' },
    {
      type: 'button',
      text: i18n.ts.signOut,
      icon: <IconLogout size={18} />,
      danger: true,
      action: () => void session.signout(),
    },
  ];

  // With accounts on more than one server, the button says which server is in use too.
  const manyServers = spansServers([account.origin, ...session.listSaved().map((saved) => saved.origin)]);
  return (
    <MenuButton
      label={i18n.ts.accountMenu.label}
      items={items}
      className={styles.button}
      onOpenChange={onOpenChange}
    >
      <UserAvatar user={account} size={32} />
      <span className={styles.names}>
        <span className={styles.name}>
          <UserName user={account} />
        </span>
        <span className={styles.acct} dir="ltr">
          {manyServers ? fullAcct(account, hostOf(account.origin)) : `@${account.username}`}
        </span>
      </span>
    </MenuButton>
  );
}
