export { Recipients } from './Recipients';
export {
  decideVisibility,
  isVisibilityAllowed,
  mentionsMissingFromRecipients,
  moreRestrictive,
  VISIBILITIES,
  type VisibilityContext,
  type VisibilityDecision,
} from './rules';
export { parseUserQuery, searchUser, type UserLite } from './UserSearchDialog';
export { pickVisibility, VISIBILITY_ICONS } from './VisibilityPicker';
