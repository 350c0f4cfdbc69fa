export { FollowButton, type FollowButtonProps } from './FollowButton';
export {
  actionLabel,
  actionOf,
  type FollowState,
  followStateOf,
  stateAfter,
  visibleLabel,
} from './followState';
