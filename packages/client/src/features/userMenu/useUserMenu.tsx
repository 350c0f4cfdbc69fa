import { useCallback, useMemo, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { type MenuItem, useModals, useToast } from '@/ui';
import { buildUserMenu, fetchUserRelation, type MenuUser } from './userMenuActions';
import type { UserRelation } from './userMenuItems';

export interface UserMenu {
  /** The menu's entries; a pending line until the relation has loaded. */
  items: MenuItem[];
  /** Give to the menu button's onOpenChange: the relation is fetched each time it opens. */
  onOpenChange(open: boolean): void;
}

/** The user menu (`buildUserMenu`) for a menu button: its relation is read each time it opens. */
export function useUserMenu(user: MenuUser): UserMenu {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const { api } = useAccountContext();
  const [relation, setRelation] = useState<UserRelation | null>(null);
  const asked = useRef(0);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) return;
      const mine = ++asked.current;
      fetchUserRelation(api, user.id)
        .then((one) => {
          if (one && mine === asked.current) setRelation(one);
        })
        .catch((error: unknown) => {
          if (mine === asked.current) void openApiErrorDialog(modals, error, { endpoint: 'users/relation' });
        });
    },
    [api, user.id, modals],
  );

  const items = useMemo(
    () =>
      buildUserMenu(user, relation, {
        api,
        modals,
        i18n,
        toast,
        onRelationChanged: (next) => setRelation((current) => (current ? { ...current, ...next } : current)),
      }),
    [relation, i18n, modals, api, user, toast],
  );

  return { items, onOpenChange };
}
