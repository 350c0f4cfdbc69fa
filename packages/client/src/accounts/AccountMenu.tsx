import { IconLogout, IconPlus, IconSettings, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useNavigate } from '@/router';
import { MenuButton, type MenuItem } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import { useAccountContext } from './AccountContext';
import styles from './AccountMenu.module.css';
import type { SavedAccountCheck } from './session';
import { useAccountDialogs } from './useAccountDialogs';
import { useSwitchAccount } from './useSwitchAccount';

type OtherAccounts =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; checks: SavedAccountCheck[] };

/** The account menu (spec 000 §2): profile, other accounts, add, manage, sign out. */
export function AccountMenu() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { account, session } = useAccountContext();
  const { openSignIn, openSignUp } = useAccountDialogs();
  const instance = useInstance();
  const switchAccount = useSwitchAccount();
  const [others, setOthers] = useState<OtherAccounts>({ state: 'idle' });
  if (!account) return null;

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    // Each saved account is checked with its own token at its own server whenever the menu opens.
    setOthers({ state: 'loading' });
    session.checkSavedAccounts().then(
      (checks) => setOthers({ state: 'loaded', checks }),
      () => setOthers({ state: 'loaded', checks: [] }),
    );
  };

  const otherItems: MenuItem[] =
    others.state === 'loaded'
      ? others.checks.flatMap((check): MenuItem[] =>
          check.ok
            ? [
                {
                  type: 'button',
                  text: i18n.t('accountMenu.switchTo', { username: check.user.username }),
                  icon: <UserAvatar user={check.user} size={22} />,
                  action: () => void switchAccount(check.saved, check.user.username),
                },
              ]
            : [],
        )
      : others.state === 'loading'
        ? [{ type: 'pending', text: i18n.ts.loading }]
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
    ...(otherItems.length > 0 ? [{ type: 'divider' } as const, ...otherItems] : []),
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
          @{account.username}
        </span>
      </span>
    </MenuButton>
  );
}
