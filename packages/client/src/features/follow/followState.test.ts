import { describe, expect, it } from 'vitest';
import { actionLabel, actionOf, followStateOf, stateAfter, visibleLabel } from './followState';

describe('follow button states', () => {
  it('reads the relation from the user', () => {
    expect(followStateOf({})).toBe('none');
    expect(followStateOf({ isFollowing: true })).toBe('following');
    expect(followStateOf({ hasPendingFollowRequestFromYou: true })).toBe('pending');
  });

  it('follows, unfollows, or cancels a pending request', () => {
    expect(actionOf('none')).toBe('follow');
    expect(actionOf('following')).toBe('unfollow');
    expect(actionOf('pending')).toBe('cancelRequest');
  });

  it('goes to following, or to pending for a locked account, and back to none', () => {
    expect(stateAfter('follow', false)).toBe('following');
    expect(stateAfter('follow', true)).toBe('pending');
    expect(stateAfter('unfollow', false)).toBe('none');
    expect(stateAfter('cancelRequest', true)).toBe('none');
  });

  it('shows Follow, Request to follow, Following (Unfollow on hover) and Follow request sent', () => {
    expect(visibleLabel('none', false, false)).toBe('follow');
    expect(visibleLabel('none', true, false)).toBe('requestToFollow');
    expect(visibleLabel('following', false, false)).toBe('following');
    expect(visibleLabel('following', false, true)).toBe('unfollow');
    expect(visibleLabel('pending', true, false)).toBe('requestSent');
  });

  it('names the button after what a click does', () => {
    expect(actionLabel('none', false)).toBe('follow');
    expect(actionLabel('none', true)).toBe('requestToFollow');
    expect(actionLabel('following', false)).toBe('unfollow');
    expect(actionLabel('pending', true)).toBe('cancelRequest');
  });
});
