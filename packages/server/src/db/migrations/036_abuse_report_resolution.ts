import type { Migration } from '../migrate.js';

/**
 * How a moderator closed an abuse report (Misskey's `resolvedAs`: accept, reject or none given),
 * kept beside `resolved` and `assignee_id` for the admin console's report list.
 */
export const abuseReportResolution: Migration = {
  version: 36,
  name: 'abuse_report_resolution',
  up(db) {
    db.exec(`ALTER TABLE abuse_user_reports ADD COLUMN resolved_as TEXT;`);
  },
};
