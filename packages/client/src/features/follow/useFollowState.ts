import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMainChannelEvent } from '@/stream';
import { onFollowStateAnnounced } from './followBus';
import { type FollowFacts, type FollowState, followStateOf } from './followState';

/**
 * The viewer's relation to `userId`, kept live: from the user object, then from this tab's
 * other follow buttons and from the main channel's `follow` / `unfollow` events, which the
 * server sends to every open client of the follower (another tab, another device).
 * `onFollowingChange` hears only real flips of "following", so a follower count moves once.
 */
export function useFollowState(
  user: FollowFacts & { id: string },
  onFollowingChange?: (following: boolean) => void,
): [FollowState, (next: FollowState) => void] {
  const [state, setState] = useState(() => followStateOf(user));
  const current = useRef(state);
  const notify = useRef(onFollowingChange);
  useLayoutEffect(() => {
    notify.current = onFollowingChange;
  });

  const change = useCallback((next: FollowState) => {
    const before = current.current;
    if (before === next) return;
    current.current = next;
    setState(next);
    if ((before === 'following') !== (next === 'following')) notify.current?.(next === 'following');
  }, []);

  // A fresh user object from the server is the truth again; it is not a change to report.
  useEffect(() => {
    const fromServer = followStateOf(user);
    current.current = fromServer;
    setState(fromServer);
  }, [user]);

  const userId = user.id;
  useEffect(
    () =>
      onFollowStateAnnounced((id, next) => {
        if (id === userId) change(next);
      }),
    [userId, change],
  );
  useMainChannelEvent('follow', (followee) => {
    if (followee.id === userId) change('following');
  });
  useMainChannelEvent('unfollow', (followee) => {
    if (followee.id === userId) change('none');
  });

  return [state, change];
}
