import type { Database } from '../../db/database.js';
import { dataVersion, perConnection, watchRows } from '../../db/row-watch.js';
import type { AntennaRow } from './store.js';

/**
 * Every antenna, read and parsed once and kept until one changes: matching runs for every new
 * note, and reading a hundred antennas with their JSON columns cost more than matching them.
 * Any write to `antennas` through this connection (cascades from a deleted user included) and
 * any commit by another connection forgets the copy; nothing read inside a transaction is kept,
 * since a rollback could undo it.
 */
class AntennaCache {
  private antennas: AntennaRow[] | null = null;
  private seenVersion: number | null = null;
  private readonly watching: boolean;

  constructor(private readonly db: Database) {
    this.watching = watchRows(db, 'antenna_cache', 'antennas', 'id', () => {
      this.antennas = null;
    });
  }

  all(load: () => AntennaRow[]): readonly AntennaRow[] {
    if (!this.watching) return load();
    const version = dataVersion(this.db);
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.antennas = null;
    }
    if (this.antennas) return this.antennas;
    const loaded = load();
    if (!this.db.inTransaction) this.antennas = loaded;
    return loaded;
  }
}

export const antennaCacheOf = perConnection((db) => new AntennaCache(db));
