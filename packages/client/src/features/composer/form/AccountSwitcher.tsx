import { useState } from 'react';
import {
  type Account,
  fullAcct,
  groupByServer,
  hostOf,
  type Me,
  serverGroupItems,
  useAccountContext,
} from '@/accounts';
import { useI18n } from '@/i18n';
import { useServerMetas } from '@/instance';
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
 * device, each checked with its own token when the menu opens, grouped by server with full
 * handles (the same username on two servers is told apart), and picks one to post as.
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
  const [open, setOpen] = useState(false);
  const posters = [...(account ? [posterOf(account)] : []), ...(others ?? [])];
  const groups = groupByServer(posters, account?.origin ?? null);
  const metas = useServerMetas(
    groups.map((group) => group.origin),
    open,
  );
  const option = (entry: Poster): MenuItem => ({
    type: 'radioOption',
    text: `${entry.user.name || entry.user.username} ${fullAcct({ username: entry.user.username, host: null }, hostOf(entry.origin))}`,
    checked: poster.user.id === entry.user.id && poster.origin === entry.origin,
    wrap: true,
    action: () => onChange(entry),
  });
  const items: MenuItem[] = serverGroupItems(groups, metas, option);
  if (others === null) items.push({ type: 'pending', text: i18n.ts.loading });
  const name = poster.user.name || poster.user.username;
  return (
    <span className={disabled ? styles.inert : undefined}>
      <MenuButton
        label={i18n.ts.composer.postAsMenu}
        items={items}
        className={styles.avatarButton}
        onOpenChange={(isOpen) => {
          setOpen(isOpen);
          if (!isOpen) return;
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
