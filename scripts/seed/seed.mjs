// Fills a local instance's database with realistic content in one transaction, through the
// server's own db layer (dist), so the schema and migrations are exactly the server's.
// 100,000 notes through HTTP would take minutes; direct inserts take seconds. Notes are
// written by the server's own `storeNote`, with hashtags and mentions found by its own
// functions, so tag pages, mentions and counters work as for a posted note.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bio, displayName, noteText, pollChoices, REACTIONS } from './content.mjs';
import { aidAt, createRandom } from './random.mjs';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const serverDist = join(repoRoot, 'packages/server/dist');

export const SEED_PASSWORD = 'seed-password-1234';

async function serverModule(path) {
  const file = join(serverDist, path);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the server first (npm run build -w packages/server)`);
  return import(pathToFileURL(file).href);
}

/** The server functions the seed writes through, from the built server. */
export async function builtServerModules() {
  const [database, passwords, users, create, hashtags] = await Promise.all([
    serverModule('db/database.js'),
    serverModule('services/passwords.js'),
    serverModule('db/users.js'),
    serverModule('services/notes/create.js'),
    serverModule('services/notes/hashtags.js'),
  ]);
  return {
    openDatabase: database.openDatabase,
    closeDatabase: database.closeDatabase,
    PasswordHasher: passwords.PasswordHasher,
    UserRepository: users.UserRepository,
    storeNote: create.storeNote,
    extractMentions: create.extractMentions,
    extractHashtags: hashtags.extractHashtags,
  };
}

const sha256 = (value) => createHash('sha256').update(value, 'utf8').digest('hex');
const newToken = () => randomBytes(24).toString('base64url').slice(0, 32);

/**
 * Seeds `dataDir/instance.sqlite` (created if needed; it should be empty). Returns the
 * accounts with their tokens: `reader` (the first account, so the admin) follows `follows`
 * users; everyone else follows a handful of others. Deterministic for a given `seed`, apart
 * from the tokens and password salt. `server` replaces the built server's functions (tests
 * pass the sources'), see `builtServerModules`.
 */
export async function seedInstance(dataDir, options = {}) {
  const {
    users: userCount = 1000,
    notes: noteCount = 100_000,
    follows: readerFollows = 100,
    readerName = 'reader',
    password = SEED_PASSWORD,
    seed = 7,
    spanDays = 30,
    log = () => {},
  } = options;
  const server = options.server ?? (await builtServerModules());
  const { openDatabase, closeDatabase, PasswordHasher, UserRepository } = server;
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(join(dataDir, 'instance.sqlite'));
  const existing = db.prepare('SELECT COUNT(*) AS n FROM users').get().n;
  if (existing > 0) {
    closeDatabase(db);
    throw new Error(`${dataDir} already has accounts; seed a fresh data folder`);
  }
  const random = createRandom(seed);
  // Its own stream, so that replacing an over-long bio leaves every note as it was.
  const spareRandom = createRandom(seed + 1);
  // One hash for everybody: hashing 1,000 passwords with scrypt would take a minute and
  // tell the benchmark nothing.
  const passwordHash = await new PasswordHasher().hash(password);
  const now = Date.now();
  const start = now - spanDays * 86_400_000;

  const users = [];
  for (let i = 0; i < userCount; i++) {
    const username = i === 0 ? readerName : `user${String(i).padStart(4, '0')}`;
    const createdAt = start - (userCount - i) * 60_000;
    users.push({
      id: aidAt(createdAt, i),
      username,
      token: newToken(),
      createdAt,
      followers: 0,
      following: 0,
    });
  }
  const usernames = users.map((u) => u.username);

  const insertUser = db.prepare(
    `INSERT INTO users (id, username, username_lower, host, name, description, is_admin, created_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const insertSecret = db.prepare('INSERT INTO user_secrets (user_id, password_hash) VALUES (?, ?)');
  const insertToken = db.prepare(
    'INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)',
  );
  const insertFollow = db.prepare(
    'INSERT OR IGNORE INTO following (id, created_at, follower_id, followee_id) VALUES (?, ?, ?, ?)',
  );
  const insertVote = db.prepare(
    'INSERT OR IGNORE INTO poll_votes (id, note_id, user_id, choice, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertReaction = db.prepare(
    'INSERT OR IGNORE INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES (?, ?, ?, ?, ?)',
  );
  // What extractMentions reads of an instance: its address (for `@name@host`) and its users.
  const mentionContext = { config: { url: 'http://localhost' }, users: new UserRepository(db) };

  const started = performance.now();
  let reactionTail = 0;
  db.transaction(() => {
    for (const [i, user] of users.entries()) {
      const iso = new Date(user.createdAt).toISOString();
      insertUser.run(
        user.id,
        user.username,
        user.username.toLowerCase(),
        displayName(random),
        i === 0 ? 'The account the benchmarks read with.' : bio(random, usernames, spareRandom),
        i === 0 ? 1 : 0,
        iso,
      );
      insertSecret.run(user.id, passwordHash);
      insertToken.run(sha256(user.token), user.id, iso);
    }
    const follow = (follower, followee, at) => {
      if (follower === followee) return;
      const result = insertFollow.run(
        aidAt(at, reactionTail++),
        new Date(at).toISOString(),
        follower.id,
        followee.id,
      );
      if (result.changes === 1) {
        follower.following++;
        followee.followers++;
      }
    };
    const reader = users[0];
    for (let i = 1; i <= Math.min(readerFollows, userCount - 1); i++) follow(reader, users[i], start);
    for (const user of users.slice(1)) {
      for (let k = random.int(5, 25); k > 0; k--) follow(user, random.pick(users), start);
    }

    // Notes, oldest first, spread evenly over the span so ids (aids) sort by time.
    const recent = []; // ring of recent note ids for replies, renotes and quotes
    const step = Math.max(1, Math.floor((now - 60_000 - start) / Math.max(1, noteCount)));
    for (let n = 0; n < noteCount; n++) {
      const at = start + n * step;
      const id = aidAt(at, n);
      const iso = new Date(at).toISOString();
      // The reader's friends (the first `readerFollows` users) post a little more often, so
      // the reader's home timeline is long enough to scroll through 5,000 notes.
      const author = random.chance(0.3)
        ? users[random.int(1, Math.min(readerFollows, userCount - 1))]
        : random.pick(users);
      const kindRoll = random.next();
      const target = recent.length > 0 ? random.pick(recent) : null;
      const visibility = random.chance(0.85) ? 'public' : random.chance(0.6) ? 'home' : 'followers';
      let text = null;
      let replyId = null;
      let renoteId = null;
      let threadId = id;
      let hasPoll = false;
      if (target && kindRoll < 0.08) {
        renoteId = target.id; // a pure renote
      } else {
        text = noteText(random, usernames).text;
        if (target && kindRoll < 0.12)
          renoteId = target.id; // a quote
        else if (target && kindRoll < 0.22) {
          replyId = target.id;
          threadId = target.threadId;
        }
        if (kindRoll > 0.95) hasPoll = true;
      }
      const cw = text !== null && random.chance(0.04) ? 'spoiler' : null;
      let poll = null;
      if (hasPoll) {
        const choices = pollChoices(random);
        const expiresAt = random.chance(0.5) ? null : new Date(at + 7 * 86_400_000).toISOString();
        poll = { choices, multiple: random.chance(0.3), expiresAt };
      }
      server.storeNote(
        db,
        {
          id,
          createdAt: iso,
          updatedAt: null,
          userId: author.id,
          text,
          cw,
          visibility: renoteId ? 'public' : visibility,
          localOnly: false,
          replyId,
          renoteId,
          threadId,
          channelId: null,
          fileIds: [],
          hasPoll: poll !== null,
          repliesCount: 0,
          renoteCount: 0,
          reactionAcceptance: null,
          tags: server.extractHashtags(text),
        },
        {
          visibleUserIds: [],
          mentions: server.extractMentions(mentionContext, text).map((user) => user.id),
          poll,
        },
      );
      if (poll) {
        const { choices } = poll;
        for (let v = random.int(0, 12); v > 0; v--) {
          insertVote.run(
            aidAt(at + 1, reactionTail++),
            id,
            random.pick(users).id,
            random.int(0, choices.length - 1),
            iso,
          );
        }
      }
      if (text !== null && random.chance(0.3)) {
        for (let r = random.int(1, 6); r > 0; r--) {
          insertReaction.run(
            aidAt(at + 2, reactionTail++),
            iso,
            id,
            random.pick(users).id,
            random.pick(REACTIONS),
          );
        }
      }
      if (renoteId === null || text !== null) {
        recent.push({ id, threadId });
        if (recent.length > 200) recent.shift();
      }
    }
    // storeNote counted the notes; follows are inserted directly, so they are counted here.
    const counts = db.prepare('UPDATE users SET followers_count = ?, following_count = ? WHERE id = ?');
    for (const user of users) counts.run(user.followers, user.following, user.id);
  })();
  db.pragma('optimize');
  closeDatabase(db);
  const seconds = (performance.now() - started) / 1000;
  log(`seeded ${userCount} users and ${noteCount} notes in ${seconds.toFixed(1)} s`);

  const accounts = users.map((u) => ({ id: u.id, username: u.username, token: u.token }));
  const result = {
    password,
    reader: accounts[0],
    // The users the reader follows: the live-stream bench posts as them.
    followed: accounts.slice(1, Math.min(readerFollows, userCount - 1) + 1),
    accounts,
    seconds,
  };
  // Tokens are for local benchmark accounts only; kept next to the database they open.
  writeFileSync(join(dataDir, 'seed-accounts.json'), JSON.stringify(result));
  return result;
}
