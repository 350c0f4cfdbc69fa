import type { Migration } from '../migrate.js';

/**
 * Per-request address logging (`enableIpLogging`) keeps addresses for 90 days, as Misskey's
 * daily clean-up does: the prune looks rows up by age, so they get an index on it.
 */
export const userIpsCreatedAt: Migration = {
  version: 56,
  name: 'user_ips_created_at',
  up(db) {
    db.exec('CREATE INDEX user_ips_created_at ON user_ips (created_at);');
  },
};
