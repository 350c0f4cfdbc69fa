import type { Migration } from '../migrate.js';
import { initial } from './001_initial.js';
import { totpLastStep } from './002_totp_last_step.js';
import { notes } from './003_notes.js';
import { drive } from './004_drive.js';
import { notesCompose } from './005_notes_compose.js';
import { emojiRoles } from './006_emoji_roles.js';
import { announcements } from './007_announcements.js';
import { clips } from './008_clips.js';
import { relations } from './009_relations.js';
import { userLists } from './010_user_lists.js';
import { antennas } from './011_antennas.js';
import { channels } from './012_channels.js';
import { invitesPinsMemo } from './013_invites_pins_memo.js';
import { abuseReports } from './014_abuse_reports.js';
import { adsExplorableRoles } from './015_ads.js';
import { driveAlwaysSensitive } from './016_drive_always_sensitive.js';
import { appAuth } from './017_app_auth.js';
import { mail } from './018_mail.js';
import { publicReactions } from './019_public_reactions.js';
import { isCat } from './020_is_cat.js';
import { notificationConfig } from './021_notification_config.js';
import { privacy } from './022_privacy.js';
import { signins } from './023_signins.js';
import { profileExtras } from './024_profile_extras.js';
import { webhooks } from './025_webhooks.js';
import { chartCounters } from './026_chart_counters.js';
import { securityKeys } from './027_security_keys.js';
import { achievements } from './028_achievements.js';
import { jobs } from './029_jobs.js';
import { pushSubscriptions } from './030_push_subscriptions.js';
import { accountMove } from './031_account_move.js';
import { emailNotificationTypes } from './032_email_notification_types.js';
import { rolePolicies } from './033_role_policies.js';
import { moderationLog } from './034_moderation_log.js';
import { abuseReportResolution } from './036_abuse_report_resolution.js';
import { avatarDecorations } from './039_avatar_decorations.js';
import { systemWebhooks } from './040_system_webhooks.js';
import { webauthnChallenges } from './042_webauthn_challenges.js';
import { signupApproval } from './044_signup_approval.js';
import { pages } from './046_pages.js';
import { gallery } from './047_gallery.js';
import { flash } from './048_flash.js';
import { reversi } from './049_reversi.js';
import { driveObjectStorage } from './050_drive_object_storage.js';
import { userIps } from './051_user_ips.js';
import { bubbleGame } from './052_bubble_game.js';
import { pinnedPage } from './054_pinned_page.js';
import { queueRecords } from './055_queue_records.js';
import { userIpsCreatedAt } from './056_user_ips_created_at.js';
import { objectStoragePending } from './057_object_storage_pending.js';
import { autoSensitive } from './058_auto_sensitive.js';
import { objectStoragePendingLocation } from './059_object_storage_pending_location.js';
import { driveFileDetection } from './060_drive_file_detection.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  initial,
  totpLastStep,
  notes,
  drive,
  notesCompose,
  emojiRoles,
  announcements,
  clips,
  relations,
  userLists,
  antennas,
  channels,
  invitesPinsMemo,
  abuseReports,
  adsExplorableRoles,
  driveAlwaysSensitive,
  appAuth,
  mail,
  publicReactions,
  isCat,
  notificationConfig,
  privacy,
  signins,
  profileExtras,
  webhooks,
  chartCounters,
  securityKeys,
  achievements,
  jobs,
  pushSubscriptions,
  accountMove,
  emailNotificationTypes,
  rolePolicies,
  moderationLog,
  abuseReportResolution,
  avatarDecorations,
  systemWebhooks,
  webauthnChallenges,
  signupApproval,
  pages,
  gallery,
  flash,
  reversi,
  driveObjectStorage,
  userIps,
  bubbleGame,
  pinnedPage,
  queueRecords,
  userIpsCreatedAt,
  objectStoragePending,
  autoSensitive,
  objectStoragePendingLocation,
  driveFileDetection,
];
