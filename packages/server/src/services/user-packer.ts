import type { entities } from 'misskey-js';
import type { UserRow } from '../db/users.js';
import { packedAliasIds } from './account-move/index.js';
import { achievementsOf, loggedInDaysOf } from './achievements/index.js';
import { unreadAnnouncements } from './announcements.js';
import { hasUnreadAntenna } from './antennas/index.js';
import { packedDecorationsOf } from './avatar-decorations/index.js';
import type { InstanceContext } from './context.js';
import { marksUploadsSensitive } from './drive/always-sensitive.js';
import { marksDetectedSensitive } from './drive/sensitive-detection.js';
import { followCounts, hasPendingReceivedFollowRequest, isLocked, relationOf } from './follows.js';
import { emailOf } from './mail/addresses.js';
import { noteAgeLimitsOf } from './notes/age-limits.js';
import { policiesOf } from './notes/policies.js';
import { accountStanding } from './notes/standing.js';
import { notificationConfigOf } from './notification-config.js';
import { emailNotificationTypesOf } from './notification-mail/index.js';
import { unreadState } from './notifications.js';
import { pinnedPageOf } from './pages/pinned.js';
import { pinsAndMemo } from './pins-memos.js';
import { canSeeFollowList, privacyOf } from './privacy/index.js';
import { packedLiteExtras, packedProfileExtras, packedProfileExtrasForMe } from './profile/index.js';
import { showsReactions } from './public-reactions.js';
import { muteSettingsOf } from './relations/word-mutes.js';
import { badgeRolesOf, staffOf, userRoleLites } from './roles.js';
import { packedKeyFields } from './security-keys.js';

export function packUserLite(ctx: InstanceContext, user: UserRow): entities.UserLite {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    host: user.host,
    ...packedLiteExtras(ctx, user),
    avatarDecorations: packedDecorationsOf(ctx, user.id),
    isBot: user.isBot,
    isCat: user.isCat,
    requireSigninToViewContents: false,
    // From the in-memory list of authors with limits: no query per packed user.
    makeNotesFollowersOnlyBefore: noteAgeLimitsOf(ctx.db, user.id)?.followersOnlyBefore ?? null,
    makeNotesHiddenBefore: noteAgeLimitsOf(ctx.db, user.id)?.hiddenBefore ?? null,
    emojis: {},
    onlineStatus: 'unknown',
    badgeRoles: badgeRolesOf(ctx, user),
  };
}

function packDetailedPart(
  ctx: InstanceContext,
  user: UserRow,
  viewer: UserRow | null,
): entities.UserDetailedNotMeOnly {
  const twoFactorEnabled = ctx.users.getSecrets(user.id)?.twoFactorEnabled ?? false;
  const counts = followCounts(ctx, user.id);
  const privacy = privacyOf(ctx.db, user.id);
  const standing = accountStanding(ctx.db, user.id);
  const keyFields = packedKeyFields(ctx.db, user.id);
  return {
    url: null,
    uri: null,
    movedTo: standing.movedTo,
    alsoKnownAs: packedAliasIds(ctx, user.id),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastFetchedAt: null,
    isLocked: isLocked(ctx, user.id),
    isSilenced: standing.isSilenced,
    isSuspended: user.isSuspended,
    description: user.description,
    birthday: user.birthday,
    ...packedProfileExtras(ctx, user),
    verifiedLinks: [],
    // Hidden as 0 from a viewer the user's list visibility shuts out, as Misskey does.
    followersCount: canSeeFollowList(ctx.db, user, viewer, 'followers') ? counts.followersCount : 0,
    followingCount: canSeeFollowList(ctx.db, user, viewer, 'following') ? counts.followingCount : 0,
    notesCount: user.notesCount,
    ...pinnedPageOf(ctx, user, viewer),
    publicReactions: showsReactions(ctx.db, user.id),
    followingVisibility: privacy.followingVisibility,
    followersVisibility: privacy.followersVisibility,
    chatScope: 'mutual',
    canChat: false,
    // Others see only public roles, as in Misskey.
    roles: userRoleLites(ctx, user, false),
    ...pinsAndMemo(ctx, user, viewer),
    twoFactorEnabled,
    // Whether keys exist is public in Misskey (the sign-in form asks for one); the list is not.
    usePasswordLessLogin: keyFields.usePasswordLessLogin,
    securityKeys: keyFields.securityKeys,
  };
}

/** What `i` tells of announcements: the unread ones, so the client can show dialogs at start. */
function unreadAnnouncementState(ctx: InstanceContext, user: UserRow) {
  const unread = unreadAnnouncements(ctx, user);
  return { hasUnreadAnnouncement: unread.length > 0, unreadAnnouncements: unread };
}

/**
 * The word and instance mutes as stored. misskey-js types the word lists as string[][], but
 * Misskey answers a regular expression mute as a plain `/re/flags` string inside them too.
 */
function mutesForMe(ctx: InstanceContext, userId: string) {
  const settings = muteSettingsOf(ctx.db, userId);
  return {
    mutedWords: settings.mutedWords as string[][],
    hardMutedWords: settings.hardMutedWords as string[][],
    mutedInstances: settings.mutedInstances,
  };
}

/** The signed-in user's own view of their account. */
export function packMe(ctx: InstanceContext, user: UserRow): entities.MeDetailed {
  const secrets = ctx.users.getSecrets(user.id);
  const twoFactorEnabled = secrets?.twoFactorEnabled ?? false;
  const stock = ctx.users.backupCodeStock(user.id);
  const backupStock: entities.MeDetailed['twoFactorBackupCodesStock'] =
    !twoFactorEnabled || stock.unused === 0 ? 'none' : stock.unused === stock.total ? 'full' : 'partial';
  return {
    ...packUserLite(ctx, user),
    ...packDetailedPart(ctx, user, user),
    // All of one's own roles, private ones too (see userRoleLites).
    roles: userRoleLites(ctx, user, true),
    ...packedProfileExtrasForMe(ctx, user),
    followedMessage: null,
    // The account's own flag or a moderator/administrator role.
    ...staffOf(ctx, user),
    injectFeaturedNote: true,
    receiveAnnouncementEmail: true,
    alwaysMarkNsfw: marksUploadsSensitive(ctx.db, user.id),
    autoSensitive: marksDetectedSensitive(ctx.db, user.id),
    carefulBot: false,
    ...privacyForMe(ctx, user.id),
    isDeleted: user.isDeleted,
    twoFactorBackupCodesStock: backupStock,
    ...unreadAnnouncementState(ctx, user),
    hasUnreadAntenna: hasUnreadAntenna(ctx, user.id),
    hasUnreadChannel: false,
    hasUnreadChatMessages: false,
    ...unreadState(ctx, user.id),
    hasPendingReceivedFollowRequest: hasPendingReceivedFollowRequest(ctx, user.id),
    ...mutesForMe(ctx, user.id),
    notificationRecieveConfig: notificationConfigOf(ctx.db, user.id),
    emailNotificationTypes: emailNotificationTypesOf(ctx.db, user.id),
    achievements: achievementsOf(ctx.db, user.id),
    loggedInDays: loggedInDaysOf(ctx.db, user.id),
    policies: policiesOf(user, ctx),
    twoFactorEnabled,
    ...emailForMe(ctx, user.id),
    ...packedKeyFields(ctx.db, user.id),
  };
}

function privacyForMe(ctx: InstanceContext, userId: string) {
  const privacy = privacyOf(ctx.db, userId);
  return {
    autoAcceptFollowed: privacy.autoAcceptFollowed,
    noCrawle: privacy.noCrawle,
    preventAiLearning: privacy.preventAiLearning,
    isExplorable: privacy.isExplorable,
    hideOnlineStatus: privacy.hideOnlineStatus,
  };
}

function emailForMe(ctx: InstanceContext, userId: string): { email: string | null; emailVerified: boolean } {
  const address = emailOf(ctx, userId);
  return { email: address?.email ?? null, emailVerified: address?.verified ?? false };
}

function viewerRelation(ctx: InstanceContext, viewerId: string, userId: string) {
  const r = relationOf(ctx, viewerId, userId);
  return {
    isFollowing: r.isFollowing,
    isFollowed: r.isFollowed,
    hasPendingFollowRequestFromYou: r.hasPendingFollowRequestFromYou,
    hasPendingFollowRequestToYou: r.hasPendingFollowRequestToYou,
    isBlocking: r.isBlocking,
    isBlocked: r.isBlocked,
    isMuted: r.isMuted,
    isRenoteMuted: r.isRenoteMuted,
  };
}

/** A user as seen by `viewer` (signed out when null); the user themself gets MeDetailed. */
export function packUserDetailed(
  ctx: InstanceContext,
  user: UserRow,
  viewer: UserRow | null,
): entities.UserDetailed {
  if (viewer && viewer.id === user.id) return packMe(ctx, user);
  const base: entities.UserDetailedNotMe = {
    ...packUserLite(ctx, user),
    ...packDetailedPart(ctx, user, viewer),
  };
  if (!viewer) return base;
  return {
    ...base,
    ...viewerRelation(ctx, viewer.id, user.id),
    notify: 'none',
    withReplies: false,
  };
}
