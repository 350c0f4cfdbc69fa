import type { Migration } from '../migrate.js';

/**
 * The bucket each listed object is in (services/object-storage/pending.ts): the endpoint, port,
 * scheme, region and bucket the settings named when it was PUT or its delete was refused. The
 * sweep deletes an object only while the settings still name that bucket; after a switch it is
 * left listed and reported, never deleted from another bucket. Keys listed before this migration
 * have no location (NULL) and are left and reported the same way.
 */
export const objectStoragePendingLocation: Migration = {
  version: 59,
  name: 'object_storage_pending_location',
  up(db) {
    db.exec('ALTER TABLE object_storage_pending ADD COLUMN location TEXT');
  },
};
