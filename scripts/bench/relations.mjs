// Mutes and blocks for the readers of the server bench (issue 19): each reader mutes 50 users
// and blocks 20, written straight into the seeded database by a second connection while the
// instance runs (it notices the foreign write and forgets its caches, as after any restart).
import { join } from 'node:path';
import { createRandom } from '../seed/random.mjs';
import { builtServerModules } from '../seed/seed.mjs';

/**
 * A fifth of each reader's mutes are people they follow (whom they would see), the rest and
 * all the blocks are others; none is the reader. Deterministic for a given `seed`.
 */
export async function addRelations(dataDir, readerIds, { mutes = 50, blocks = 20, seed = 19 } = {}) {
  const { openDatabase, closeDatabase } = await builtServerModules();
  const db = openDatabase(join(dataDir, 'instance.sqlite'));
  const random = createRandom(seed);
  try {
    const everyone = db.prepare('SELECT id FROM users').pluck().all();
    const followees = db.prepare('SELECT followee_id FROM following WHERE follower_id = ?').pluck();
    const mute = db.prepare(
      'INSERT OR IGNORE INTO mutings (id, created_at, muter_id, mutee_id, expires_at) VALUES (?, ?, ?, ?, NULL)',
    );
    const block = db.prepare(
      'INSERT OR IGNORE INTO blockings (id, created_at, blocker_id, blockee_id) VALUES (?, ?, ?, ?)',
    );
    const now = new Date().toISOString();
    let n = 0;
    const rowId = () => `bench${(n++).toString(36).padStart(8, '0')}`;
    db.transaction(() => {
      for (const reader of readerIds) {
        const followed = followees.all(reader);
        const chosen = new Set([reader]);
        const pick = (pool) => {
          for (let tries = 0; tries < 1000; tries++) {
            const id = random.pick(pool);
            if (!chosen.has(id)) {
              chosen.add(id);
              return id;
            }
          }
          return null;
        };
        const fromFollowed = Math.min(Math.floor(mutes / 5), followed.length);
        for (let i = 0; i < mutes; i++) {
          const id = pick(i < fromFollowed ? followed : everyone);
          if (id) mute.run(rowId(), now, reader, id);
        }
        const notFollowed = everyone.filter((id) => !followed.includes(id));
        for (let i = 0; i < blocks; i++) {
          const id = pick(notFollowed);
          if (id) block.run(rowId(), now, reader, id);
        }
      }
    })();
  } finally {
    closeDatabase(db);
  }
}
