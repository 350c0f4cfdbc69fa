import { accountEndpoints } from './account-endpoint-list.js';
import { adminEndpoints } from './admin-endpoint-list.js';
import { chartEndpoints } from './chart-endpoint-list.js';
import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as announcementsShow from './endpoints/announcements/show.js';
import * as announcements from './endpoints/announcements.js';
import * as antennasCreate from './endpoints/antennas/create.js';
import * as antennasDelete from './endpoints/antennas/delete.js';
import * as antennasList from './endpoints/antennas/list.js';
import * as antennasNotes from './endpoints/antennas/notes.js';
import * as antennasShow from './endpoints/antennas/show.js';
import * as antennasUpdate from './endpoints/antennas/update.js';
import * as apShow from './endpoints/ap/show.js';
import * as appCreate from './endpoints/app/create.js';
import * as appShow from './endpoints/app/show.js';
import * as authAccept from './endpoints/auth/accept.js';
import * as authSessionGenerate from './endpoints/auth/session/generate.js';
import * as authSessionShow from './endpoints/auth/session/show.js';
import * as authSessionUserkey from './endpoints/auth/session/userkey.js';
import * as blockingCreate from './endpoints/blocking/create.js';
import * as blockingDelete from './endpoints/blocking/delete.js';
import * as blockingList from './endpoints/blocking/list.js';
import * as bubbleGameRanking from './endpoints/bubble-game/ranking.js';
import * as bubbleGameRegister from './endpoints/bubble-game/register.js';
import * as channelsCreate from './endpoints/channels/create.js';
import * as channelsFavorite from './endpoints/channels/favorite.js';
import * as channelsFeatured from './endpoints/channels/featured.js';
import * as channelsFollow from './endpoints/channels/follow.js';
import * as channelsFollowed from './endpoints/channels/followed.js';
import * as channelsMuteCreate from './endpoints/channels/mute/create.js';
import * as channelsMuteDelete from './endpoints/channels/mute/delete.js';
import * as channelsMuteList from './endpoints/channels/mute/list.js';
import * as channelsMyFavorites from './endpoints/channels/my-favorites.js';
import * as channelsOwned from './endpoints/channels/owned.js';
import * as channelsSearch from './endpoints/channels/search.js';
import * as channelsShow from './endpoints/channels/show.js';
import * as channelsTimeline from './endpoints/channels/timeline.js';
import * as channelsUnfavorite from './endpoints/channels/unfavorite.js';
import * as channelsUnfollow from './endpoints/channels/unfollow.js';
import * as channelsUpdate from './endpoints/channels/update.js';
import * as clipsAddNote from './endpoints/clips/add-note.js';
import * as clipsCreate from './endpoints/clips/create.js';
import * as clipsDelete from './endpoints/clips/delete.js';
import * as clipsFavorite from './endpoints/clips/favorite.js';
import * as clipsList from './endpoints/clips/list.js';
import * as clipsMyFavorites from './endpoints/clips/my-favorites.js';
import * as clipsNotes from './endpoints/clips/notes.js';
import * as clipsRemoveNote from './endpoints/clips/remove-note.js';
import * as clipsShow from './endpoints/clips/show.js';
import * as clipsUnfavorite from './endpoints/clips/unfavorite.js';
import * as clipsUpdate from './endpoints/clips/update.js';
import * as driveFilesAttachedNotes from './endpoints/drive/files/attached-notes.js';
import * as driveFilesCreate from './endpoints/drive/files/create.js';
import * as driveFilesDelete from './endpoints/drive/files/delete.js';
import * as driveFilesFind from './endpoints/drive/files/find.js';
import * as driveFilesMoveBulk from './endpoints/drive/files/move-bulk.js';
import * as driveFilesShow from './endpoints/drive/files/show.js';
import * as driveFilesUpdate from './endpoints/drive/files/update.js';
import * as driveFilesUploadFromUrl from './endpoints/drive/files/upload-from-url.js';
import * as driveFiles from './endpoints/drive/files.js';
import * as driveFoldersCreate from './endpoints/drive/folders/create.js';
import * as driveFoldersDelete from './endpoints/drive/folders/delete.js';
import * as driveFoldersFind from './endpoints/drive/folders/find.js';
import * as driveFoldersShow from './endpoints/drive/folders/show.js';
import * as driveFoldersUpdate from './endpoints/drive/folders/update.js';
import * as driveFolders from './endpoints/drive/folders.js';
import * as driveStream from './endpoints/drive/stream.js';
import * as drive from './endpoints/drive.js';
import * as emailAddressAvailable from './endpoints/email-address/available.js';
import * as emoji from './endpoints/emoji.js';
import * as emojis from './endpoints/emojis.js';
import * as endpointDescription from './endpoints/endpoint.js';
import * as endpointNames from './endpoints/endpoints.js';
import * as exportCustomEmojis from './endpoints/export-custom-emojis.js';
import * as federationInstances from './endpoints/federation/instances.js';
import * as federationShowInstance from './endpoints/federation/show-instance.js';
import * as fetchRss from './endpoints/fetch-rss.js';
import * as followingCreate from './endpoints/following/create.js';
import * as followingDelete from './endpoints/following/delete.js';
import * as followingRequestsAccept from './endpoints/following/requests/accept.js';
import * as followingRequestsCancel from './endpoints/following/requests/cancel.js';
import * as followingRequestsList from './endpoints/following/requests/list.js';
import * as followingRequestsReject from './endpoints/following/requests/reject.js';
import * as getAvatarDecorations from './endpoints/get-avatar-decorations.js';
import * as getOnlineUsersCount from './endpoints/get-online-users-count.js';
import * as hashtagsSearch from './endpoints/hashtags/search.js';
import * as hashtagsShow from './endpoints/hashtags/show.js';
import * as hashtagsTrend from './endpoints/hashtags/trend.js';
import * as hashtagsUsers from './endpoints/hashtags/users.js';
import * as i from './endpoints/i.js';
import * as inviteCreate from './endpoints/invite/create.js';
import * as inviteDelete from './endpoints/invite/delete.js';
import * as inviteLimit from './endpoints/invite/limit.js';
import * as inviteList from './endpoints/invite/list.js';
import * as meta from './endpoints/meta.js';
import * as miauthGenToken from './endpoints/miauth/gen-token.js';
import * as muteCreate from './endpoints/mute/create.js';
import * as muteDelete from './endpoints/mute/delete.js';
import * as muteList from './endpoints/mute/list.js';
import * as notesChildren from './endpoints/notes/children.js';
import * as notesClips from './endpoints/notes/clips.js';
import * as notesConversation from './endpoints/notes/conversation.js';
import * as notesCreate from './endpoints/notes/create.js';
import * as notesDelete from './endpoints/notes/delete.js';
import * as notesDraftsCount from './endpoints/notes/drafts/count.js';
import * as notesDraftsCreate from './endpoints/notes/drafts/create.js';
import * as notesDraftsDelete from './endpoints/notes/drafts/delete.js';
import * as notesDraftsList from './endpoints/notes/drafts/list.js';
import * as notesDraftsUpdate from './endpoints/notes/drafts/update.js';
import * as notesFavoritesCreate from './endpoints/notes/favorites/create.js';
import * as notesFavoritesDelete from './endpoints/notes/favorites/delete.js';
import * as notesFeatured from './endpoints/notes/featured.js';
import * as notesGlobalTimeline from './endpoints/notes/global-timeline.js';
import * as notesHybridTimeline from './endpoints/notes/hybrid-timeline.js';
import * as notesLocalTimeline from './endpoints/notes/local-timeline.js';
import * as notesMentions from './endpoints/notes/mentions.js';
import * as notesPollsVote from './endpoints/notes/polls/vote.js';
import * as notesReactionsCreate from './endpoints/notes/reactions/create.js';
import * as notesReactionsDelete from './endpoints/notes/reactions/delete.js';
import * as notesReactions from './endpoints/notes/reactions.js';
import * as notesRenotes from './endpoints/notes/renotes.js';
import * as notesReplies from './endpoints/notes/replies.js';
import * as notesSearch from './endpoints/notes/search.js';
import * as notesSearchByTag from './endpoints/notes/search-by-tag.js';
import * as notesShow from './endpoints/notes/show.js';
import * as notesState from './endpoints/notes/state.js';
import * as notesThreadMutingCreate from './endpoints/notes/thread-muting/create.js';
import * as notesThreadMutingDelete from './endpoints/notes/thread-muting/delete.js';
import * as notesTimeline from './endpoints/notes/timeline.js';
import * as notesTranslate from './endpoints/notes/translate.js';
import * as notesUnrenote from './endpoints/notes/unrenote.js';
import * as notesUserListTimeline from './endpoints/notes/user-list-timeline.js';
import * as notificationsMarkAllAsRead from './endpoints/notifications/mark-all-as-read.js';
import * as notificationsTestNotification from './endpoints/notifications/test-notification.js';
import * as pinnedUsers from './endpoints/pinned-users.js';
import * as renoteMuteCreate from './endpoints/renote-mute/create.js';
import * as renoteMuteDelete from './endpoints/renote-mute/delete.js';
import * as renoteMuteList from './endpoints/renote-mute/list.js';
import * as requestResetPassword from './endpoints/request-reset-password.js';
import * as resetPassword from './endpoints/reset-password.js';
import * as rolesList from './endpoints/roles/list.js';
import * as rolesNotes from './endpoints/roles/notes.js';
import * as rolesShow from './endpoints/roles/show.js';
import * as rolesUsers from './endpoints/roles/users.js';
import * as serverInfo from './endpoints/server-info.js';
import * as signinFlow from './endpoints/signin-flow.js';
import * as signinWithPasskey from './endpoints/signin-with-passkey.js';
import * as signup from './endpoints/signup.js';
import * as signupPending from './endpoints/signup-pending.js';
import * as stats from './endpoints/stats.js';
import * as swRegister from './endpoints/sw/register.js';
import * as swShowRegistration from './endpoints/sw/show-registration.js';
import * as swUnregister from './endpoints/sw/unregister.js';
import * as swUpdateRegistration from './endpoints/sw/update-registration.js';
import * as usersAchievements from './endpoints/users/achievements.js';
import * as usersClips from './endpoints/users/clips.js';
import * as usersFollowers from './endpoints/users/followers.js';
import * as usersFollowing from './endpoints/users/following.js';
import * as usersGetFollowingUsersByBirthday from './endpoints/users/get-following-users-by-birthday.js';
import * as usersListsCreate from './endpoints/users/lists/create.js';
import * as usersListsCreateFromPublic from './endpoints/users/lists/create-from-public.js';
import * as usersListsDelete from './endpoints/users/lists/delete.js';
import * as usersListsFavorite from './endpoints/users/lists/favorite.js';
import * as usersListsGetMemberships from './endpoints/users/lists/get-memberships.js';
import * as usersListsList from './endpoints/users/lists/list.js';
import * as usersListsPull from './endpoints/users/lists/pull.js';
import * as usersListsPush from './endpoints/users/lists/push.js';
import * as usersListsShow from './endpoints/users/lists/show.js';
import * as usersListsUnfavorite from './endpoints/users/lists/unfavorite.js';
import * as usersListsUpdate from './endpoints/users/lists/update.js';
import * as usersListsUpdateMembership from './endpoints/users/lists/update-membership.js';
import * as usersNotes from './endpoints/users/notes.js';
import * as usersReactions from './endpoints/users/reactions.js';
import * as usersRecommendation from './endpoints/users/recommendation.js';
import * as usersRelation from './endpoints/users/relation.js';
import * as usersReportAbuse from './endpoints/users/report-abuse.js';
import * as usersSearch from './endpoints/users/search.js';
import * as usersSearchByUsernameAndHost from './endpoints/users/search-by-username-and-host.js';
import * as usersShow from './endpoints/users/show.js';
import * as usersUpdateMemo from './endpoints/users/update-memo.js';
import * as users from './endpoints/users.js';
import { flashEndpoints } from './flash-endpoint-list.js';
import { galleryEndpoints } from './gallery-endpoint-list.js';
import { gameEndpoints } from './game-endpoint-list.js';
import { pageEndpoints } from './page-endpoint-list.js';

/**
 * Every API endpoint this instance serves. Explicit on purpose: what the server exposes is
 * reviewable in one place (with admin-endpoint-list.ts for the console's), and a contract
 * test checks each name against misskey-js.
 */
export const endpoints: readonly RegisteredEndpoint[] = [
  ...adminEndpoints,
  endpoint('drive', drive),
  endpoint('drive/files', driveFiles),
  endpoint('drive/files/attached-notes', driveFilesAttachedNotes),
  endpoint('drive/files/create', driveFilesCreate),
  endpoint('drive/files/delete', driveFilesDelete),
  endpoint('drive/files/find', driveFilesFind),
  endpoint('drive/files/move-bulk', driveFilesMoveBulk),
  endpoint('drive/files/show', driveFilesShow),
  endpoint('drive/files/update', driveFilesUpdate),
  endpoint('drive/files/upload-from-url', driveFilesUploadFromUrl),
  endpoint('drive/folders', driveFolders),
  endpoint('drive/folders/create', driveFoldersCreate),
  endpoint('drive/folders/delete', driveFoldersDelete),
  endpoint('drive/folders/find', driveFoldersFind),
  endpoint('drive/folders/show', driveFoldersShow),
  endpoint('drive/folders/update', driveFoldersUpdate),
  endpoint('drive/stream', driveStream),
  endpoint('i', i),
  ...accountEndpoints,
  ...chartEndpoints,
  ...flashEndpoints,
  ...gameEndpoints,
  ...pageEndpoints,
  ...galleryEndpoints,
  endpoint('meta', meta),
  // What this instance serves, so a client can hide what it lacks (issue 20).
  endpoint('endpoints', endpointNames),
  endpoint('endpoint', endpointDescription),
  endpoint('signin-flow', signinFlow),
  endpoint('signin-with-passkey', signinWithPasskey),
  endpoint('signup', signup),
  // Account mail (issue 20).
  endpoint('signup-pending', signupPending),
  endpoint('email-address/available', emailAddressAvailable),
  endpoint('request-reset-password', requestResetPassword),
  endpoint('reset-password', resetPassword),
  endpoint('sw/register', swRegister),
  endpoint('sw/show-registration', swShowRegistration),
  endpoint('sw/unregister', swUnregister),
  endpoint('sw/update-registration', swUpdateRegistration),
  endpoint('users/show', usersShow),
  // Notes and timelines (issue 4)
  endpoint('notes/children', notesChildren),
  endpoint('notes/conversation', notesConversation),
  endpoint('notes/create', notesCreate),
  endpoint('notes/delete', notesDelete),
  endpoint('notes/global-timeline', notesGlobalTimeline),
  endpoint('notes/hybrid-timeline', notesHybridTimeline),
  endpoint('notes/local-timeline', notesLocalTimeline),
  endpoint('notes/mentions', notesMentions),
  endpoint('notes/renotes', notesRenotes),
  endpoint('notes/replies', notesReplies),
  endpoint('notes/search', notesSearch),
  endpoint('notes/search-by-tag', notesSearchByTag),
  endpoint('notes/show', notesShow),
  endpoint('notes/state', notesState),
  endpoint('notes/timeline', notesTimeline),
  endpoint('notes/translate', notesTranslate),
  endpoint('notes/unrenote', notesUnrenote),
  endpoint('users/notes', usersNotes),
  endpoint('following/create', followingCreate),
  endpoint('following/delete', followingDelete),
  endpoint('following/requests/accept', followingRequestsAccept),
  endpoint('following/requests/cancel', followingRequestsCancel),
  endpoint('following/requests/list', followingRequestsList),
  endpoint('following/requests/reject', followingRequestsReject),
  endpoint('notifications/mark-all-as-read', notificationsMarkAllAsRead),
  endpoint('notifications/test-notification', notificationsTestNotification),
  endpoint('users/followers', usersFollowers),
  endpoint('users/following', usersFollowing),
  // The birthday widget (issue 21).
  endpoint('users/get-following-users-by-birthday', usersGetFollowingUsersByBirthday),
  endpoint('users/relation', usersRelation),
  endpoint('users/report-abuse', usersReportAbuse),
  endpoint('notes/favorites/create', notesFavoritesCreate),
  endpoint('notes/favorites/delete', notesFavoritesDelete),
  endpoint('notes/polls/vote', notesPollsVote),
  endpoint('notes/reactions', notesReactions),
  endpoint('notes/reactions/create', notesReactionsCreate),
  endpoint('notes/reactions/delete', notesReactionsDelete),
  // Composer, server half (issue 5); notes/update and notes/schedule/* are in extension-endpoints.ts
  // Minimal roles, for role-restricted emoji (issue 6)
  // Custom emoji (issue 6)
  endpoint('emojis', emojis),
  endpoint('emoji', emoji),
  endpoint('export-custom-emojis', exportCustomEmojis),
  endpoint('hashtags/search', hashtagsSearch),
  endpoint('users/search', usersSearch),
  endpoint('users/search-by-username-and-host', usersSearchByUsernameAndHost),
  endpoint('notes/drafts/count', notesDraftsCount),
  endpoint('notes/drafts/create', notesDraftsCreate),
  endpoint('notes/drafts/delete', notesDraftsDelete),
  endpoint('notes/drafts/list', notesDraftsList),
  endpoint('notes/drafts/update', notesDraftsUpdate),
  // Explore (issue 19)
  endpoint('hashtags/show', hashtagsShow),
  endpoint('hashtags/trend', hashtagsTrend),
  // The online users widget (issue 21).
  endpoint('fetch-rss', fetchRss),
  endpoint('get-avatar-decorations', getAvatarDecorations),
  endpoint('get-online-users-count', getOnlineUsersCount),
  endpoint('server-info', serverInfo),
  endpoint('hashtags/users', hashtagsUsers),
  endpoint('notes/featured', notesFeatured),
  endpoint('pinned-users', pinnedUsers),
  endpoint('users', users),
  // Announcements (issue 19)
  endpoint('announcements', announcements),
  endpoint('announcements/show', announcementsShow),
  // Clips (issue 19)
  endpoint('bubble-game/ranking', bubbleGameRanking),
  endpoint('bubble-game/register', bubbleGameRegister),
  endpoint('channels/create', channelsCreate),
  endpoint('channels/favorite', channelsFavorite),
  endpoint('channels/featured', channelsFeatured),
  endpoint('channels/follow', channelsFollow),
  endpoint('channels/followed', channelsFollowed),
  endpoint('channels/mute/create', channelsMuteCreate),
  endpoint('channels/mute/delete', channelsMuteDelete),
  endpoint('channels/mute/list', channelsMuteList),
  endpoint('channels/my-favorites', channelsMyFavorites),
  endpoint('channels/owned', channelsOwned),
  endpoint('channels/search', channelsSearch),
  endpoint('channels/show', channelsShow),
  endpoint('channels/timeline', channelsTimeline),
  endpoint('channels/unfavorite', channelsUnfavorite),
  endpoint('channels/unfollow', channelsUnfollow),
  endpoint('channels/update', channelsUpdate),
  endpoint('clips/add-note', clipsAddNote),
  endpoint('clips/create', clipsCreate),
  endpoint('clips/delete', clipsDelete),
  endpoint('clips/favorite', clipsFavorite),
  endpoint('clips/list', clipsList),
  endpoint('clips/my-favorites', clipsMyFavorites),
  endpoint('clips/notes', clipsNotes),
  endpoint('clips/remove-note', clipsRemoveNote),
  endpoint('clips/show', clipsShow),
  endpoint('clips/unfavorite', clipsUnfavorite),
  endpoint('clips/update', clipsUpdate),
  endpoint('notes/clips', notesClips),
  endpoint('users/clips', usersClips),
  endpoint('users/reactions', usersReactions),
  // User lists (issue 19)
  endpoint('users/lists/create', usersListsCreate),
  endpoint('users/lists/create-from-public', usersListsCreateFromPublic),
  endpoint('users/lists/delete', usersListsDelete),
  endpoint('users/lists/favorite', usersListsFavorite),
  endpoint('users/lists/get-memberships', usersListsGetMemberships),
  endpoint('users/lists/list', usersListsList),
  endpoint('users/lists/pull', usersListsPull),
  endpoint('users/lists/push', usersListsPush),
  endpoint('users/lists/show', usersListsShow),
  endpoint('users/lists/unfavorite', usersListsUnfavorite),
  endpoint('users/lists/update', usersListsUpdate),
  endpoint('users/lists/update-membership', usersListsUpdateMembership),
  endpoint('notes/user-list-timeline', notesUserListTimeline),
  // Invitation codes, pinned notes, memos and recommendations (issue 19).
  endpoint('invite/create', inviteCreate),
  endpoint('invite/delete', inviteDelete),
  endpoint('invite/limit', inviteLimit),
  endpoint('invite/list', inviteList),
  endpoint('users/recommendation', usersRecommendation),
  endpoint('users/achievements', usersAchievements),
  endpoint('users/update-memo', usersUpdateMemo),
  // The remaining public pages (issue 19)
  endpoint('stats', stats),
  endpoint('federation/show-instance', federationShowInstance),
  endpoint('federation/instances', federationInstances),
  endpoint('roles/list', rolesList),
  endpoint('roles/notes', rolesNotes),
  endpoint('roles/show', rolesShow),
  endpoint('roles/users', rolesUsers),
  endpoint('mute/create', muteCreate),
  endpoint('mute/delete', muteDelete),
  endpoint('mute/list', muteList),
  endpoint('renote-mute/create', renoteMuteCreate),
  endpoint('renote-mute/delete', renoteMuteDelete),
  endpoint('renote-mute/list', renoteMuteList),
  endpoint('blocking/create', blockingCreate),
  endpoint('blocking/delete', blockingDelete),
  endpoint('blocking/list', blockingList),
  endpoint('notes/thread-muting/create', notesThreadMutingCreate),
  endpoint('notes/thread-muting/delete', notesThreadMutingDelete),
  // Antennas (issue 19)
  endpoint('antennas/create', antennasCreate),
  endpoint('antennas/delete', antennasDelete),
  endpoint('antennas/list', antennasList),
  endpoint('antennas/notes', antennasNotes),
  endpoint('antennas/show', antennasShow),
  endpoint('antennas/update', antennasUpdate),
  endpoint('ap/show', apShow),
  endpoint('app/create', appCreate),
  endpoint('app/show', appShow),
  endpoint('auth/accept', authAccept),
  endpoint('auth/session/generate', authSessionGenerate),
  endpoint('auth/session/show', authSessionShow),
  endpoint('auth/session/userkey', authSessionUserkey),
  endpoint('miauth/gen-token', miauthGenToken),
];
