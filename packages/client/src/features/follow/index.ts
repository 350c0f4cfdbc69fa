export { FollowButton, type FollowButtonProps } from './FollowButton';
export { announceFollowState, onFollowStateAnnounced } from './followBus';
export {
  actionLabel,
  actionOf,
  type FollowState,
  followStateOf,
  stateAfter,
  visibleLabel,
} from './followState';
export { useFollowState } from './useFollowState';
