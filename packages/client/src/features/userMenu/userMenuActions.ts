import type * as Misskey from 'misskey-js';
import type { AccountApi } from '@/api';
import { openApiErrorDialog } from '@/api';
import type { I18n } from '@/i18n';
import { serverCapabilities } from '@/instance/capabilities';
import { type MenuItem, type ModalController, openConfirm, openSelect } from '@/ui';
import { announceFollowState } from '../follow';
import { openAddToListDialog } from '../lists';
import { announceRelationChange, type RelationChange } from '../mutes';
import { pluginActionItems } from '../plugins';
import { reportAbuse } from './reportAbuse';
import {
  MUTE_DURATIONS,
  type MuteDuration,
  muteExpiresAt,
  type UserRelation,
  userMenuItems,
} from './userMenuItems';

export type MenuUser = Pick<Misskey.entities.UserLite, 'id' | 'username' | 'host'>;

/** What the user menu's actions need; a hook (the profile, the note menu) or a provider (mentions) hands it in. */
export interface UserMenuDeps {
  api: AccountApi;
  modals: ModalController;
  i18n: I18n;
  toast(text: string): void;
  /** Told what changed after a mute or block went through, for a menu that stays on screen. */
  onRelationChanged?(next: Partial<UserRelation>): void;
}

/**
 * The user menu's entries for one user and the viewer's relation to them (null while loading):
 * add to list, mute (for a chosen time), mute renotes, block and report, each confirmed. A mute
 * or block is announced to the open lists, which drop the user's notes at once; a block also
 * ends following both ways on the server, so the follow buttons are told.
 */
export function buildUserMenu(user: MenuUser, relation: UserRelation | null, deps: UserMenuDeps): MenuItem[] {
  const { api, modals, i18n, toast } = deps;
  const t = i18n.ts.userMenu;
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;

  /** Calls the endpoint; on success reports the relation, tells the lists and says so. */
  const run = async (
    endpoint:
      | 'mute/create'
      | 'mute/delete'
      | 'renote-mute/create'
      | 'renote-mute/delete'
      | 'blocking/create'
      | 'blocking/delete',
    params: Record<string, unknown>,
    change: RelationChange,
    next: Partial<UserRelation>,
    done: string,
  ) => {
    try {
      await api.call(endpoint, { userId: user.id, ...params } as never);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
      return;
    }
    deps.onRelationChanged?.(next);
    announceRelationChange(user.id, change);
    if (change === 'blocked') announceFollowState(user.id, 'none');
    toast(done);
  };
  const confirm = (title: string, okLabel: string, text?: string, danger = false) =>
    openConfirm(modals, { title, text, okLabel, cancelLabel: i18n.ts.cancel, danger });

  // Built when the menu opens, so what the server is known to offer then decides (issue 20).
  const listItems: MenuItem[] = serverCapabilities.offers(api.origin, 'lists')
    ? [
        {
          type: 'button',
          text: i18n.ts.lists.addToList,
          action: () => void openAddToListDialog(modals, api, user),
        },
      ]
    : [];
  const items = userMenuItems(
    relation,
    i18n,
    {
      mute: async () => {
        const choice = await openSelect<MuteDuration>(modals, {
          title: i18n.t('userMenu.muteTitle', { acct }),
          text: t.muteText,
          options: (Object.keys(MUTE_DURATIONS) as MuteDuration[]).map((value) => ({
            value,
            label: t.durations[value],
          })),
          default: 'forever',
          okLabel: t.muteOk,
        });
        if (choice.canceled) return;
        await run(
          'mute/create',
          { expiresAt: muteExpiresAt(choice.result, Date.now()) },
          'muted',
          { isMuted: true },
          t.muted,
        );
      },
      unmute: async () => {
        if (await confirm(i18n.t('userMenu.unmuteTitle', { acct }), t.unmute))
          await run('mute/delete', {}, 'unmuted', { isMuted: false }, t.unmuted);
      },
      muteRenotes: async () => {
        if (await confirm(i18n.t('userMenu.muteRenotesTitle', { acct }), t.muteRenotes, t.muteRenotesText))
          await run('renote-mute/create', {}, 'renoteMuted', { isRenoteMuted: true }, t.renotesMuted);
      },
      unmuteRenotes: async () => {
        if (await confirm(i18n.t('userMenu.unmuteRenotesTitle', { acct }), t.unmuteRenotes))
          await run('renote-mute/delete', {}, 'renoteUnmuted', { isRenoteMuted: false }, t.renotesUnmuted);
      },
      block: async () => {
        if (await confirm(i18n.t('userMenu.blockTitle', { acct }), t.block, t.blockText, true))
          await run('blocking/create', {}, 'blocked', { isBlocking: true }, t.blocked);
      },
      unblock: async () => {
        if (await confirm(i18n.t('userMenu.unblockTitle', { acct }), t.unblock))
          await run('blocking/delete', {}, 'unblocked', { isBlocking: false }, t.unblocked);
      },
      report: () => reportAbuse(deps, user),
    },
    listItems,
  );
  // Actions plugins registered (Plugin:register_user_action), after a divider.
  return [...items, ...pluginActionItems('userAction', user)];
}

/** The viewer's relation to one user, from `users/relation` (which may answer a list). */
export async function fetchUserRelation(api: AccountApi, userId: string): Promise<UserRelation | null> {
  const answer = await api.call('users/relation', { userId });
  return (Array.isArray(answer) ? answer[0] : answer) ?? null;
}
