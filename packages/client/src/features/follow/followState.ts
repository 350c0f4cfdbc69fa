/** What the viewer's relation to a user is, as far as the follow button cares. */
export type FollowState = 'none' | 'following' | 'pending';
export type FollowAction = 'follow' | 'unfollow' | 'cancelRequest';

export interface FollowFacts {
  isFollowing?: boolean;
  hasPendingFollowRequestFromYou?: boolean;
  isLocked?: boolean;
}

export function followStateOf(user: FollowFacts): FollowState {
  if (user.isFollowing) return 'following';
  if (user.hasPendingFollowRequestFromYou) return 'pending';
  return 'none';
}

/** What a click does in each state. */
export function actionOf(state: FollowState): FollowAction {
  if (state === 'following') return 'unfollow';
  if (state === 'pending') return 'cancelRequest';
  return 'follow';
}

/** The state once the action succeeded: following a locked account only sends a request. */
export function stateAfter(action: FollowAction, locked: boolean): FollowState {
  if (action === 'follow') return locked ? 'pending' : 'following';
  return 'none';
}

export type FollowLabel =
  | 'follow'
  | 'requestToFollow'
  | 'following'
  | 'unfollow'
  | 'requestSent'
  | 'cancelRequest';

/** The visible label; `hovered` covers hover and keyboard focus. */
export function visibleLabel(state: FollowState, locked: boolean, hovered: boolean): FollowLabel {
  if (state === 'following') return hovered ? 'unfollow' : 'following';
  if (state === 'pending') return 'requestSent';
  return locked ? 'requestToFollow' : 'follow';
}

/** The accessible name says what a click does. */
export function actionLabel(state: FollowState, locked: boolean): FollowLabel {
  const action = actionOf(state);
  if (action === 'unfollow') return 'unfollow';
  if (action === 'cancelRequest') return 'cancelRequest';
  return locked ? 'requestToFollow' : 'follow';
}
