export { MentionMenuProvider } from './MentionMenuProvider';
export { reportAbuse } from './reportAbuse';
export { buildUserMenu, fetchUserRelation, type MenuUser, type UserMenuDeps } from './userMenuActions';
export {
  MUTE_DURATIONS,
  type MuteDuration,
  muteExpiresAt,
  type UserMenuActions,
  type UserRelation,
  userMenuItems,
} from './userMenuItems';
export { type UserMenu, useUserMenu } from './useUserMenu';
