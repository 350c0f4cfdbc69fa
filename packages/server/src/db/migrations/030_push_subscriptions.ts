import type { Migration } from '../migrate.js';

/**
 * Web Push (issue 22). `sw/unregister` may be called without a token (as Misskey allows: a
 * signed-out browser drops its subscription), so subscriptions are found by endpoint alone; a
 * push service answering 404 or 410 removes them by endpoint too.
 */
export const pushSubscriptions: Migration = {
  version: 30,
  name: 'push_subscriptions',
  up(db) {
    db.exec('CREATE INDEX sw_subscriptions_endpoint ON sw_subscriptions (endpoint)');
  },
};
