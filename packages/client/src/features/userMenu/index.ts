export {
  MUTE_DURATIONS,
  type MuteDuration,
  muteExpiresAt,
  type UserMenuActions,
  type UserRelation,
  userMenuItems,
} from './userMenuItems';
export { type UserMenu, useUserMenu } from './useUserMenu';
