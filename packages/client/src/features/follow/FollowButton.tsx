import { IconClock, IconMinus, IconPlus, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { useI18n } from '@/i18n';
import { useSettingValue } from '@/settings';
import { Button, openConfirm, useModals } from '@/ui';
import { announceFollowState } from './followBus';
import { actionLabel, actionOf, type FollowFacts, stateAfter, visibleLabel } from './followState';
import { useFollowState } from './useFollowState';

export interface FollowButtonProps {
  user: FollowFacts & { id: string; username: string; name?: string | null };
  /** Told when "following" flips, here or live from elsewhere (e.g. to move a follower count). */
  onChange?(following: boolean): void;
  size?: 'normal' | 'small';
}

/**
 * Follow, Following (Unfollow on hover or focus), Follow request sent (a click cancels it) and
 * Request to follow for locked accounts. Hidden for signed-out viewers and on one's own profile.
 * The state stays live: a follow or unfollow in another tab or device shows here at once.
 */
export function FollowButton({ user, onChange, size = 'normal' }: FollowButtonProps) {
  const i18n = useI18n();
  const me = useAccount();
  const { api } = useAccountContext();
  const modals = useModals();
  const [state, setState] = useFollowState(user, onChange);
  const [hovered, setHovered] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmFollow = useSettingValue('alwaysConfirmFollow');
  const locked = user.isLocked === true;

  if (!me || me.id === user.id) return null;

  const labels = i18n.ts.timelines.follow;
  const visible = labels[visibleLabel(state, locked, hovered)];
  const name = labels[actionLabel(state, locked)];
  const Icon =
    state === 'following'
      ? hovered
        ? IconMinus
        : IconUserCheck
      : state === 'pending'
        ? IconClock
        : IconPlus;

  const click = async () => {
    const action = actionOf(state);
    if (action === 'follow' && confirmFollow) {
      // Misskey's alwaysConfirmFollow: a follow (or a request) is asked about first.
      const who = user.name?.trim() || user.username;
      const title = i18n.t('timelines.follow.confirmFollow', { name: who });
      const ok = await openConfirm(modals, { title, okLabel: name, cancelLabel: i18n.ts.cancel });
      if (!ok) return;
    }
    setBusy(true);
    const call =
      action === 'follow'
        ? apiWithDialog(api, 'following/create', { userId: user.id }, { modals })
        : action === 'unfollow'
          ? apiWithDialog(api, 'following/delete', { userId: user.id }, { modals })
          : apiWithDialog(api, 'following/requests/cancel', { userId: user.id }, { modals });
    call.then(
      () => {
        const next = stateAfter(action, locked);
        setState(next);
        setBusy(false);
        // Every other button for this user in this tab (profile, cards, lists) follows along.
        announceFollowState(user.id, next);
      },
      () => setBusy(false),
    );
  };

  return (
    <Button
      variant={state === 'none' ? 'primary' : 'secondary'}
      size={size}
      busy={busy}
      aria-label={name === visible ? undefined : `${visible}: ${name}`}
      onClick={click}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Icon size={16} aria-hidden="true" />
      {visible}
    </Button>
  );
}
