import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { MentionMenuContext, type MentionTarget } from '@/mfm/environment';
import {
  LiveMenuItems,
  type MenuItem,
  menuAsDrawer,
  openContextMenu,
  useModals,
  useToast,
  useUiPreferences,
  wantsAppMenu,
} from '@/ui';
import { buildUserMenu, fetchUserRelation } from './userMenuActions';

/**
 * Gives every mention in rendered text a context menu with the user menu under the link's own
 * entries. The user is looked up (`users/show`, then `users/relation`) when the menu opens, so
 * the thousands of mentions of a timeline cost nothing until then; the menu shows a pending
 * line meanwhile. Signed out, only the link's entries. Mount it inside the account and modal
 * providers and around the page windows, whose pages have mentions too.
 */
export function MentionMenuProvider({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const { api, account } = useAccountContext();
  const { menuStyle, contextMenu } = useUiPreferences();
  // The menu key can deliver both a keydown and a contextmenu event: one menu, not two.
  const open = useRef(false);

  const openMentionMenu = useCallback(
    (
      event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>,
      mention: MentionTarget,
      linkItems: MenuItem[],
    ) => {
      // The contextMenu setting may leave this click to the browser's menu: nothing to look up.
      if (!wantsAppMenu(contextMenu, event)) return;
      if (open.current) {
        event.preventDefault();
        return;
      }
      open.current = true;
      const acct = mention.host ? `@${mention.username}@${mention.host}` : `@${mention.username}`;
      const withLink = (rest: MenuItem[]): MenuItem[] =>
        linkItems.length > 0 && rest.length > 0
          ? [...linkItems, { type: 'divider' }, ...rest]
          : [...linkItems, ...rest];
      const items = new LiveMenuItems(withLink(account ? [{ type: 'pending', text: i18n.ts.loading }] : []));
      let closed = false;
      if (account) {
        const deps = { api, modals, i18n, toast };
        api
          .call('users/show', { username: mention.username, host: mention.host })
          .then(async (user) => {
            // One's own mention keeps only the link's entries: nobody mutes themselves.
            if (closed || user.id === account.id) {
              items.set(linkItems);
              return;
            }
            // The entries that need no relation (add to list) show while it loads.
            items.set(withLink(buildUserMenu(user, null, deps)));
            const relation = await fetchUserRelation(api, user.id);
            if (!closed && relation) items.set(withLink(buildUserMenu(user, relation, deps)));
          })
          .catch(() => {
            if (!closed) items.set(withLink([{ type: 'label', text: i18n.ts.mfm.userNotFound }]));
          });
      }
      // openContextMenu reads the anchor from the event before returning: React clears
      // currentTarget once the handler is done.
      void openContextMenu(modals, event, items, { label: acct, drawer: menuAsDrawer(menuStyle) }).finally(
        () => {
          closed = true;
          open.current = false;
        },
      );
    },
    [api, account, i18n, modals, toast, menuStyle, contextMenu],
  );

  return <MentionMenuContext.Provider value={openMentionMenu}>{children}</MentionMenuContext.Provider>;
}
