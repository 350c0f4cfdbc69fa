// Antenna matching cost per created note (issue 19): 100 antennas of every source on the local
// instance's own code (packages/server/dist), an in-memory database with 50 users who follow
// each other and post notes of a few random words. What is timed is `addNoteToAntennas`, the
// step note creation adds for antennas (load the active antennas, match each, store the hits
// and tell owners of newly unread antennas), once per note; each note's earlier hits are
// removed first, so every call does the full work.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, repoRoot, summarize } from './util.mjs';

const dist = (path) => import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);

const WORDS = 'tea coffee cat dog rain sun music code bread river night train book moon garden'.split(' ');

/** A deterministic generator, so every run matches the same notes against the same antennas. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function setUp() {
  const { buildApp } = await dist('app.js');
  const { defaultConfig } = await dist('config.js');
  const { openDatabase } = await dist('db/database.js');
  const db = openDatabase(':memory:');
  const app = await buildApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist' }),
    db,
    scrypt: { N: 1024, r: 8, p: 1 },
    // Fifty sign-ups from one address would hit signup's limit.
    rateLimits: { signup: { duration: 60_000, max: 1_000 } },
  });
  const call = async (endpoint, body) => {
    const res = await app.inject({ method: 'POST', url: `/api/${endpoint}`, payload: body });
    if (res.statusCode >= 300) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json();
  };
  const users = [];
  for (let n = 0; n < 50; n++) {
    const { id, token } = await call('signup', { username: `user${n}`, password: 'bench-password' });
    users.push({ id, token });
  }
  await call('admin/roles/update-default-policies', { i: users[0].token, policies: { antennaLimit: 100 } });
  // Everyone follows the next ten, so 'home' antennas have followees to look up.
  const follow = db.prepare(
    'INSERT INTO following (id, created_at, follower_id, followee_id) VALUES (?, ?, ?, ?)',
  );
  users.forEach((u, i) => {
    for (let k = 1; k <= 10; k++) {
      const other = users[(i + k) % users.length];
      follow.run(`f${i}x${k}`, new Date().toISOString(), u.id, other.id);
    }
  });
  const list = await call('users/lists/create', { i: users[0].token, name: 'bench' });
  for (const u of users.slice(1, 11))
    await call('users/lists/push', { i: users[0].token, listId: list.id, userId: u.id });

  const rnd = random(42);
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const sources = ['all', 'home', 'users', 'users_blacklist', 'list'];
  for (let n = 0; n < 100; n++) {
    const owner = users[n % 20];
    const src = sources[n % sources.length];
    await call('antennas/create', {
      i: src === 'list' ? users[0].token : owner.token,
      name: `antenna ${n}`,
      src,
      userListId: src === 'list' ? list.id : null,
      users: src.startsWith('users') ? ['user3', 'user7', '@user11'] : [],
      keywords: Array.from({ length: 1 + (n % 3) }, () => [pick(), ...(n % 2 ? [pick()] : [])]),
      excludeKeywords: n % 4 === 0 ? [[pick()]] : [],
      caseSensitive: n % 5 === 0,
      withReplies: n % 2 === 0,
      withFile: false,
    });
  }
  return { app, db, users, rnd, pick };
}

/** One run: `count` notes created, then each matched again from scratch and timed. */
export async function measureAntennaMatching({ runs = 5, count = 2000 } = {}) {
  const { app, db, users, rnd, pick } = await setUp();
  const { addNoteToAntennas } = await dist('services/antennas/index.js');
  const { createNote } = await dist('services/notes/create.js');
  const ctx = app.instance;
  const perNote = [];
  let hits = 0;
  try {
    const notes = [];
    for (let n = 0; n < count; n++) {
      const author = ctx.users.findById(users[Math.floor(rnd() * users.length)].id);
      const text = Array.from({ length: 4 + Math.floor(rnd() * 8) }, pick).join(' ');
      notes.push({
        author,
        note: createNote(ctx, author, {
          text,
          cw: null,
          visibility: 'public',
          visibleUserIds: [],
          localOnly: false,
          reply: null,
          renote: null,
          fileIds: [],
          poll: null,
        }),
      });
    }
    const forget = db.prepare('DELETE FROM antenna_notes WHERE note_id = ?');
    for (let run = 0; run < runs; run++) {
      let total = 0;
      hits = 0;
      for (const { author, note } of notes) {
        forget.run(note.id);
        const started = process.hrtime.bigint();
        hits += addNoteToAntennas(ctx, note, author).length;
        total += Number(process.hrtime.bigint() - started) / 1e6;
      }
      perNote.push(total / notes.length);
      log(
        `antenna matching: ${(total / notes.length).toFixed(3)} ms per note, ${hits} hits in ${notes.length} notes`,
      );
    }
  } finally {
    await app.close();
    db.close();
  }
  return { antennas: 100, notes: count, hitsPerNote: hits / count, perNote: summarize(perNote) };
}
