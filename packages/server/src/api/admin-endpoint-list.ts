import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as adminAbuseReportRecipientCreate from './endpoints/admin/abuse-report/notification-recipient/create.js';
import * as adminAbuseReportRecipientDelete from './endpoints/admin/abuse-report/notification-recipient/delete.js';
import * as adminAbuseReportRecipientList from './endpoints/admin/abuse-report/notification-recipient/list.js';
import * as adminAbuseReportRecipientShow from './endpoints/admin/abuse-report/notification-recipient/show.js';
import * as adminAbuseReportRecipientUpdate from './endpoints/admin/abuse-report/notification-recipient/update.js';
import * as adminAbuseUserReports from './endpoints/admin/abuse-user-reports.js';
import * as adminAccountsCreate from './endpoints/admin/accounts/create.js';
import * as adminAdCreate from './endpoints/admin/ad/create.js';
import * as adminAdDelete from './endpoints/admin/ad/delete.js';
import * as adminAdList from './endpoints/admin/ad/list.js';
import * as adminAdUpdate from './endpoints/admin/ad/update.js';
import * as adminAnnouncementsCreate from './endpoints/admin/announcements/create.js';
import * as adminAnnouncementsDelete from './endpoints/admin/announcements/delete.js';
import * as adminAnnouncementsList from './endpoints/admin/announcements/list.js';
import * as adminAnnouncementsUpdate from './endpoints/admin/announcements/update.js';
import * as adminAvatarDecorationsCreate from './endpoints/admin/avatar-decorations/create.js';
import * as adminAvatarDecorationsDelete from './endpoints/admin/avatar-decorations/delete.js';
import * as adminAvatarDecorationsList from './endpoints/admin/avatar-decorations/list.js';
import * as adminAvatarDecorationsUpdate from './endpoints/admin/avatar-decorations/update.js';
import * as adminCaptchaCurrent from './endpoints/admin/captcha/current.js';
import * as adminCaptchaSave from './endpoints/admin/captcha/save.js';
import * as adminDeleteAccount from './endpoints/admin/delete-account.js';
import * as adminDeleteAllFilesOfAUser from './endpoints/admin/delete-all-files-of-a-user.js';
import * as adminDriveFiles from './endpoints/admin/drive/files.js';
import * as adminDriveShowFile from './endpoints/admin/drive/show-file.js';
import * as adminEmojiAdd from './endpoints/admin/emoji/add.js';
import * as adminEmojiAddAliasesBulk from './endpoints/admin/emoji/add-aliases-bulk.js';
import * as adminEmojiDelete from './endpoints/admin/emoji/delete.js';
import * as adminEmojiDeleteBulk from './endpoints/admin/emoji/delete-bulk.js';
import * as adminEmojiImportZip from './endpoints/admin/emoji/import-zip.js';
import * as adminEmojiList from './endpoints/admin/emoji/list.js';
import * as adminEmojiRemoveAliasesBulk from './endpoints/admin/emoji/remove-aliases-bulk.js';
import * as adminEmojiSetAliasesBulk from './endpoints/admin/emoji/set-aliases-bulk.js';
import * as adminEmojiSetCategoryBulk from './endpoints/admin/emoji/set-category-bulk.js';
import * as adminEmojiSetLicenseBulk from './endpoints/admin/emoji/set-license-bulk.js';
import * as adminEmojiUpdate from './endpoints/admin/emoji/update.js';
import * as adminForwardAbuseUserReport from './endpoints/admin/forward-abuse-user-report.js';
import * as adminGetTableStats from './endpoints/admin/get-table-stats.js';
import * as adminGetUserIps from './endpoints/admin/get-user-ips.js';
import * as adminInviteCreate from './endpoints/admin/invite/create.js';
import * as adminInviteList from './endpoints/admin/invite/list.js';
import * as adminMeta from './endpoints/admin/meta.js';
import * as adminQueueClear from './endpoints/admin/queue/clear.js';
import * as adminQueueDeliverDelayed from './endpoints/admin/queue/deliver-delayed.js';
import * as adminQueueInboxDelayed from './endpoints/admin/queue/inbox-delayed.js';
import * as adminQueueJobs from './endpoints/admin/queue/jobs.js';
import * as adminQueuePromoteJobs from './endpoints/admin/queue/promote-jobs.js';
import * as adminQueueQueueStats from './endpoints/admin/queue/queue-stats.js';
import * as adminQueueQueues from './endpoints/admin/queue/queues.js';
import * as adminQueueRemoveJob from './endpoints/admin/queue/remove-job.js';
import * as adminQueueRetryJob from './endpoints/admin/queue/retry-job.js';
import * as adminQueueShowJob from './endpoints/admin/queue/show-job.js';
import * as adminQueueShowJobLogs from './endpoints/admin/queue/show-job-logs.js';
import * as adminQueueStats from './endpoints/admin/queue/stats.js';
import * as adminRelaysAdd from './endpoints/admin/relays/add.js';
import * as adminRelaysList from './endpoints/admin/relays/list.js';
import * as adminRelaysRemove from './endpoints/admin/relays/remove.js';
import * as adminResetPassword from './endpoints/admin/reset-password.js';
import * as adminResolveAbuseUserReport from './endpoints/admin/resolve-abuse-user-report.js';
import * as adminRolesAssign from './endpoints/admin/roles/assign.js';
import * as adminRolesCreate from './endpoints/admin/roles/create.js';
import * as adminRolesDelete from './endpoints/admin/roles/delete.js';
import * as adminRolesList from './endpoints/admin/roles/list.js';
import * as adminRolesShow from './endpoints/admin/roles/show.js';
import * as adminRolesUnassign from './endpoints/admin/roles/unassign.js';
import * as adminRolesUpdate from './endpoints/admin/roles/update.js';
import * as adminRolesUpdateDefaultPolicies from './endpoints/admin/roles/update-default-policies.js';
import * as adminRolesUsers from './endpoints/admin/roles/users.js';
import * as adminSendEmail from './endpoints/admin/send-email.js';
import * as adminShowModerationLogs from './endpoints/admin/show-moderation-logs.js';
import * as adminShowUser from './endpoints/admin/show-user.js';
import * as adminShowUsers from './endpoints/admin/show-users.js';
import * as adminSuspendUser from './endpoints/admin/suspend-user.js';
import * as adminSystemWebhookCreate from './endpoints/admin/system-webhook/create.js';
import * as adminSystemWebhookDelete from './endpoints/admin/system-webhook/delete.js';
import * as adminSystemWebhookList from './endpoints/admin/system-webhook/list.js';
import * as adminSystemWebhookShow from './endpoints/admin/system-webhook/show.js';
import * as adminSystemWebhookTest from './endpoints/admin/system-webhook/test.js';
import * as adminSystemWebhookUpdate from './endpoints/admin/system-webhook/update.js';
import * as adminUnsetUserAvatar from './endpoints/admin/unset-user-avatar.js';
import * as adminUnsetUserBanner from './endpoints/admin/unset-user-banner.js';
import * as adminUnsuspendUser from './endpoints/admin/unsuspend-user.js';
import * as adminUpdateAbuseUserReport from './endpoints/admin/update-abuse-user-report.js';
import * as adminUpdateMeta from './endpoints/admin/update-meta.js';
import * as adminUpdateUserNote from './endpoints/admin/update-user-note.js';

/** The admin console's endpoints (moderator or admin only, each checked by its meta). */
export const adminEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('admin/accounts/create', adminAccountsCreate),
  endpoint('admin/roles/update-default-policies', adminRolesUpdateDefaultPolicies),
  endpoint('admin/roles/assign', adminRolesAssign),
  endpoint('admin/roles/create', adminRolesCreate),
  endpoint('admin/roles/delete', adminRolesDelete),
  endpoint('admin/roles/list', adminRolesList),
  endpoint('admin/roles/show', adminRolesShow),
  endpoint('admin/roles/unassign', adminRolesUnassign),
  endpoint('admin/roles/update', adminRolesUpdate),
  endpoint('admin/roles/users', adminRolesUsers),
  endpoint('admin/emoji/add', adminEmojiAdd),
  endpoint('admin/emoji/update', adminEmojiUpdate),
  endpoint('admin/emoji/delete', adminEmojiDelete),
  endpoint('admin/emoji/list', adminEmojiList),
  endpoint('admin/emoji/delete-bulk', adminEmojiDeleteBulk),
  endpoint('admin/emoji/set-category-bulk', adminEmojiSetCategoryBulk),
  endpoint('admin/emoji/set-license-bulk', adminEmojiSetLicenseBulk),
  endpoint('admin/emoji/set-aliases-bulk', adminEmojiSetAliasesBulk),
  endpoint('admin/emoji/add-aliases-bulk', adminEmojiAddAliasesBulk),
  endpoint('admin/emoji/remove-aliases-bulk', adminEmojiRemoveAliasesBulk),
  endpoint('admin/emoji/import-zip', adminEmojiImportZip),
  endpoint('admin/announcements/create', adminAnnouncementsCreate),
  endpoint('admin/announcements/delete', adminAnnouncementsDelete),
  endpoint('admin/announcements/list', adminAnnouncementsList),
  endpoint('admin/announcements/update', adminAnnouncementsUpdate),
  endpoint('admin/avatar-decorations/create', adminAvatarDecorationsCreate),
  endpoint('admin/avatar-decorations/delete', adminAvatarDecorationsDelete),
  endpoint('admin/avatar-decorations/list', adminAvatarDecorationsList),
  endpoint('admin/avatar-decorations/update', adminAvatarDecorationsUpdate),
  endpoint('admin/invite/create', adminInviteCreate),
  endpoint('admin/invite/list', adminInviteList),
  endpoint('admin/meta', adminMeta),
  endpoint('admin/update-meta', adminUpdateMeta),
  endpoint('admin/captcha/current', adminCaptchaCurrent),
  endpoint('admin/captcha/save', adminCaptchaSave),
  endpoint('admin/ad/create', adminAdCreate),
  endpoint('admin/ad/delete', adminAdDelete),
  endpoint('admin/ad/list', adminAdList),
  endpoint('admin/ad/update', adminAdUpdate),
  endpoint('admin/queue/stats', adminQueueStats),
  endpoint('admin/queue/queues', adminQueueQueues),
  endpoint('admin/queue/jobs', adminQueueJobs),
  endpoint('admin/queue/promote-jobs', adminQueuePromoteJobs),
  endpoint('admin/queue/clear', adminQueueClear),
  endpoint('admin/queue/remove-job', adminQueueRemoveJob),
  endpoint('admin/queue/retry-job', adminQueueRetryJob),
  endpoint('admin/queue/show-job', adminQueueShowJob),
  endpoint('admin/queue/show-job-logs', adminQueueShowJobLogs),
  endpoint('admin/queue/queue-stats', adminQueueQueueStats),
  endpoint('admin/queue/deliver-delayed', adminQueueDeliverDelayed),
  endpoint('admin/queue/inbox-delayed', adminQueueInboxDelayed),
  endpoint('admin/get-table-stats', adminGetTableStats),
  endpoint('admin/get-user-ips', adminGetUserIps),
  endpoint('admin/relays/list', adminRelaysList),
  endpoint('admin/relays/add', adminRelaysAdd),
  endpoint('admin/relays/remove', adminRelaysRemove),
  endpoint('admin/show-moderation-logs', adminShowModerationLogs),
  endpoint('admin/show-users', adminShowUsers),
  endpoint('admin/show-user', adminShowUser),
  endpoint('admin/suspend-user', adminSuspendUser),
  endpoint('admin/unsuspend-user', adminUnsuspendUser),
  endpoint('admin/update-user-note', adminUpdateUserNote),
  endpoint('admin/reset-password', adminResetPassword),
  endpoint('admin/delete-account', adminDeleteAccount),
  endpoint('admin/unset-user-avatar', adminUnsetUserAvatar),
  endpoint('admin/unset-user-banner', adminUnsetUserBanner),
  endpoint('admin/delete-all-files-of-a-user', adminDeleteAllFilesOfAUser),
  endpoint('admin/drive/files', adminDriveFiles),
  endpoint('admin/drive/show-file', adminDriveShowFile),
  endpoint('admin/abuse-user-reports', adminAbuseUserReports),
  endpoint('admin/resolve-abuse-user-report', adminResolveAbuseUserReport),
  endpoint('admin/forward-abuse-user-report', adminForwardAbuseUserReport),
  endpoint('admin/update-abuse-user-report', adminUpdateAbuseUserReport),
  endpoint('admin/abuse-report/notification-recipient/create', adminAbuseReportRecipientCreate),
  endpoint('admin/abuse-report/notification-recipient/update', adminAbuseReportRecipientUpdate),
  endpoint('admin/abuse-report/notification-recipient/delete', adminAbuseReportRecipientDelete),
  endpoint('admin/abuse-report/notification-recipient/list', adminAbuseReportRecipientList),
  endpoint('admin/abuse-report/notification-recipient/show', adminAbuseReportRecipientShow),
  endpoint('admin/system-webhook/create', adminSystemWebhookCreate),
  endpoint('admin/system-webhook/update', adminSystemWebhookUpdate),
  endpoint('admin/system-webhook/delete', adminSystemWebhookDelete),
  endpoint('admin/system-webhook/list', adminSystemWebhookList),
  endpoint('admin/system-webhook/show', adminSystemWebhookShow),
  endpoint('admin/system-webhook/test', adminSystemWebhookTest),
  endpoint('admin/send-email', adminSendEmail),
];
