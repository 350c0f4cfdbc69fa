import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as adminAccountsCreate from './endpoints/admin/accounts/create.js';
import * as adminAdCreate from './endpoints/admin/ad/create.js';
import * as adminAdDelete from './endpoints/admin/ad/delete.js';
import * as adminAdList from './endpoints/admin/ad/list.js';
import * as adminAdUpdate from './endpoints/admin/ad/update.js';
import * as adminAnnouncementsCreate from './endpoints/admin/announcements/create.js';
import * as adminAnnouncementsDelete from './endpoints/admin/announcements/delete.js';
import * as adminAnnouncementsList from './endpoints/admin/announcements/list.js';
import * as adminAnnouncementsUpdate from './endpoints/admin/announcements/update.js';
import * as adminEmojiAdd from './endpoints/admin/emoji/add.js';
import * as adminEmojiDelete from './endpoints/admin/emoji/delete.js';
import * as adminEmojiList from './endpoints/admin/emoji/list.js';
import * as adminEmojiUpdate from './endpoints/admin/emoji/update.js';
import * as adminInviteCreate from './endpoints/admin/invite/create.js';
import * as adminInviteList from './endpoints/admin/invite/list.js';
import * as adminRolesAssign from './endpoints/admin/roles/assign.js';
import * as adminRolesCreate from './endpoints/admin/roles/create.js';
import * as adminRolesDelete from './endpoints/admin/roles/delete.js';
import * as adminRolesList from './endpoints/admin/roles/list.js';
import * as adminRolesShow from './endpoints/admin/roles/show.js';
import * as adminRolesUnassign from './endpoints/admin/roles/unassign.js';
import * as adminRolesUpdate from './endpoints/admin/roles/update.js';
import * as adminRolesUpdateDefaultPolicies from './endpoints/admin/roles/update-default-policies.js';
import * as adminRolesUsers from './endpoints/admin/roles/users.js';
import * as adminUpdateMeta from './endpoints/admin/update-meta.js';

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
  endpoint('admin/announcements/create', adminAnnouncementsCreate),
  endpoint('admin/announcements/delete', adminAnnouncementsDelete),
  endpoint('admin/announcements/list', adminAnnouncementsList),
  endpoint('admin/announcements/update', adminAnnouncementsUpdate),
  endpoint('admin/invite/create', adminInviteCreate),
  endpoint('admin/invite/list', adminInviteList),
  endpoint('admin/update-meta', adminUpdateMeta),
  endpoint('admin/ad/create', adminAdCreate),
  endpoint('admin/ad/delete', adminAdDelete),
  endpoint('admin/ad/list', adminAdList),
  endpoint('admin/ad/update', adminAdUpdate),
];
