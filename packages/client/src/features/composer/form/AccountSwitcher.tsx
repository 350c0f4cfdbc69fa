import { useState } from 'react';
import { type Account, type Me, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import styles from './form.module.css';

/** Who the note will be posted as: the current account, or another signed-in one. */
export interface Poster {
  user: Pick<Me, 'id' | 'username' | 'name' | 'avatarUrl'> & { host?: string | null };
  origin: string;
  token: string;
}

export function posterOf(account: Account): Poster {
  return { user: account, origin: account.origin, token: account.token };
}

/**
 * The avatar button in the composer's header (spec 001 §6): lists the accounts saved on this
 * device, each checked with its own token when the menu opens, and picks one to post as.
 */
export function AccountSwitcher({
  poster,
  onChange,
  disabled,
}: {
  poster: Poster;
  onChange(poster: Poster): void;
  disabled: boolean;
}) {
  const i18n = useI18n();
  const { account, session } = useAccountContext();
  const [others, setOthers] = useState<Poster[] | null>(null);
  const items: MenuItem[] = [];
  if (account) {
    items.push({
      type: 'radioOption',
      text: `${account.name || account.username} @${account.username}`,
      checked: poster.user.id === account.id && poster.origin === account.origin,
      action: () => onChange(posterOf(account)),
    });
  }
  if (others === null) items.push({ type: 'pending', text: i18n.ts.loading });
  for (const other of others ?? []) {
    items.push({
      type: 'radioOption',
      text: `${other.user.name || other.user.username} @${other.user.username}`,
      checked: poster.user.id === other.user.id && poster.origin === other.origin,
      action: () => onChange(other),
    });
  }
  const name = poster.user.name || poster.user.username;
  return (
    <span className={disabled ? styles.inert : undefined}>
      <MenuButton
        label={i18n.ts.composer.postAsMenu}
        items={items}
        className={styles.avatarButton}
        onOpenChange={(open) => {
          if (!open) return;
          setOthers(null);
          session.checkSavedAccounts().then(
            (checks) =>
              setOthers(
                checks.flatMap((check) =>
                  check.ok
                    ? [{ user: check.user, origin: check.saved.origin, token: check.saved.token }]
                    : [],
                ),
              ),
            () => setOthers([]),
          );
        }}
      >
        <UserAvatar user={poster.user} size={28} />
        <span className="visually-hidden">{name}</span>
      </MenuButton>
    </span>
  );
}
