import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as i2faDone from './endpoints/i/2fa/done.js';
import * as i2faKeyDone from './endpoints/i/2fa/key-done.js';
import * as i2faPasswordLess from './endpoints/i/2fa/password-less.js';
import * as i2faRegister from './endpoints/i/2fa/register.js';
import * as i2faRegisterKey from './endpoints/i/2fa/register-key.js';
import * as i2faRemoveKey from './endpoints/i/2fa/remove-key.js';
import * as i2faUnregister from './endpoints/i/2fa/unregister.js';
import * as i2faUpdateKey from './endpoints/i/2fa/update-key.js';
import * as iApps from './endpoints/i/apps.js';
import * as iAuthorizedApps from './endpoints/i/authorized-apps.js';
import * as iChangePassword from './endpoints/i/change-password.js';
import * as iClaimAchievement from './endpoints/i/claim-achievement.js';
import * as iDeleteAccount from './endpoints/i/delete-account.js';
import * as iExportAntennas from './endpoints/i/export-antennas.js';
import * as iExportBlocking from './endpoints/i/export-blocking.js';
import * as iExportClips from './endpoints/i/export-clips.js';
import * as iExportFavorites from './endpoints/i/export-favorites.js';
import * as iExportFollowing from './endpoints/i/export-following.js';
import * as iExportMute from './endpoints/i/export-mute.js';
import * as iExportNotes from './endpoints/i/export-notes.js';
import * as iExportUserLists from './endpoints/i/export-user-lists.js';
import * as iFavorites from './endpoints/i/favorites.js';
import * as iImportAntennas from './endpoints/i/import-antennas.js';
import * as iImportBlocking from './endpoints/i/import-blocking.js';
import * as iImportFollowing from './endpoints/i/import-following.js';
import * as iImportMuting from './endpoints/i/import-muting.js';
import * as iImportUserLists from './endpoints/i/import-user-lists.js';
import * as iMove from './endpoints/i/move.js';
import * as iNotifications from './endpoints/i/notifications.js';
import * as iNotificationsGrouped from './endpoints/i/notifications-grouped.js';
import * as iPin from './endpoints/i/pin.js';
import * as iReadAnnouncement from './endpoints/i/read-announcement.js';
import * as iRegenerateToken from './endpoints/i/regenerate-token.js';
import * as iRegistryGet from './endpoints/i/registry/get.js';
import * as iRegistryGetAll from './endpoints/i/registry/get-all.js';
import * as iRegistryGetDetail from './endpoints/i/registry/get-detail.js';
import * as iRegistryKeys from './endpoints/i/registry/keys.js';
import * as iRegistryKeysWithType from './endpoints/i/registry/keys-with-type.js';
import * as iRegistryRemove from './endpoints/i/registry/remove.js';
import * as iRegistryScopesWithDomain from './endpoints/i/registry/scopes-with-domain.js';
import * as iRegistrySet from './endpoints/i/registry/set.js';
import * as iRevokeToken from './endpoints/i/revoke-token.js';
import * as iSigninHistory from './endpoints/i/signin-history.js';
import * as iUnpin from './endpoints/i/unpin.js';
import * as iUpdate from './endpoints/i/update.js';
import * as iUpdateEmail from './endpoints/i/update-email.js';
import * as iWebhooksCreate from './endpoints/i/webhooks/create.js';
import * as iWebhooksDelete from './endpoints/i/webhooks/delete.js';
import * as iWebhooksList from './endpoints/i/webhooks/list.js';
import * as iWebhooksShow from './endpoints/i/webhooks/show.js';
import * as iWebhooksTest from './endpoints/i/webhooks/test.js';
import * as iWebhooksUpdate from './endpoints/i/webhooks/update.js';

/** The signed-in user's own endpoints (`i/*`): profile, security, registry, apps, webhooks. */
export const accountEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('i/2fa/done', i2faDone),
  endpoint('i/2fa/key-done', i2faKeyDone),
  endpoint('i/2fa/password-less', i2faPasswordLess),
  endpoint('i/2fa/register', i2faRegister),
  endpoint('i/2fa/register-key', i2faRegisterKey),
  endpoint('i/2fa/remove-key', i2faRemoveKey),
  endpoint('i/2fa/unregister', i2faUnregister),
  endpoint('i/2fa/update-key', i2faUpdateKey),
  endpoint('i/change-password', iChangePassword),
  endpoint('i/claim-achievement', iClaimAchievement),
  endpoint('i/delete-account', iDeleteAccount),
  endpoint('i/export-antennas', iExportAntennas),
  endpoint('i/export-blocking', iExportBlocking),
  endpoint('i/export-clips', iExportClips),
  endpoint('i/export-favorites', iExportFavorites),
  endpoint('i/export-following', iExportFollowing),
  endpoint('i/export-mute', iExportMute),
  endpoint('i/export-notes', iExportNotes),
  endpoint('i/export-user-lists', iExportUserLists),
  endpoint('i/import-antennas', iImportAntennas),
  endpoint('i/import-blocking', iImportBlocking),
  endpoint('i/import-following', iImportFollowing),
  endpoint('i/import-muting', iImportMuting),
  endpoint('i/import-user-lists', iImportUserLists),
  endpoint('i/regenerate-token', iRegenerateToken),
  endpoint('i/registry/get', iRegistryGet),
  endpoint('i/registry/get-all', iRegistryGetAll),
  endpoint('i/registry/get-detail', iRegistryGetDetail),
  endpoint('i/registry/keys', iRegistryKeys),
  endpoint('i/registry/keys-with-type', iRegistryKeysWithType),
  endpoint('i/registry/remove', iRegistryRemove),
  endpoint('i/registry/scopes-with-domain', iRegistryScopesWithDomain),
  endpoint('i/registry/set', iRegistrySet),
  endpoint('i/signin-history', iSigninHistory),
  endpoint('i/update', iUpdate),
  endpoint('i/webhooks/create', iWebhooksCreate),
  endpoint('i/webhooks/delete', iWebhooksDelete),
  endpoint('i/webhooks/list', iWebhooksList),
  endpoint('i/webhooks/show', iWebhooksShow),
  endpoint('i/webhooks/test', iWebhooksTest),
  endpoint('i/webhooks/update', iWebhooksUpdate),
  endpoint('i/update-email', iUpdateEmail),
  endpoint('i/move', iMove),
  endpoint('i/notifications', iNotifications),
  endpoint('i/notifications-grouped', iNotificationsGrouped),
  endpoint('i/favorites', iFavorites),
  endpoint('i/read-announcement', iReadAnnouncement),
  endpoint('i/pin', iPin),
  endpoint('i/unpin', iUnpin),
  endpoint('i/apps', iApps),
  endpoint('i/authorized-apps', iAuthorizedApps),
  endpoint('i/revoke-token', iRevokeToken),
];
