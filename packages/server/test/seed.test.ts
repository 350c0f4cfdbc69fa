import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as mfm from 'mfm-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeedResult, seedInstance } from '../../../scripts/seed/seed.mjs';
import { closeDatabase, type Database, openDatabase } from '../src/db/database.js';
import { UserRepository } from '../src/db/users.js';
import { extractMentions, storeNote } from '../src/services/notes/create.js';
import { extractHashtags } from '../src/services/notes/hashtags.js';
import { PasswordHasher } from '../src/services/passwords.js';
import { api, createTestApp } from './helpers.js';

// The demo seed (`npm start -- --demo`, the benchmarks) writes straight into the database. What
// a posted note gets besides its row (its hashtags, mentions, the counters) must be there too:
// a tag page of the demo once said "No notes with this hashtag yet" under notes with the tag.

interface SeededNote {
  id: string;
  user_id: string;
  text: string | null;
  visibility: string;
  reply_id: string | null;
}

let dataDir: string;
let seeded: SeedResult;
let db: Database;
let app: FastifyInstance;
let notes: SeededNote[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shiori-seed-'));
  seeded = await seedInstance(dataDir, {
    users: 60,
    notes: 1500,
    follows: 20,
    // The sources, not the build: this checks the server as it is now.
    server: {
      openDatabase,
      closeDatabase,
      PasswordHasher,
      UserRepository,
      storeNote,
      extractMentions,
      extractHashtags,
    } as never,
  });
  db = openDatabase(join(dataDir, 'instance.sqlite'));
  app = await createTestApp({ db });
  notes = db
    .prepare('SELECT id, user_id, text, visibility, reply_id FROM notes ORDER BY id')
    .all() as SeededNote[];
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (db) closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every page of a paged note list, newest first, as a reader scrolling to its end gets it. */
async function allPages(endpoint: string, params: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const untilId = ids.at(-1);
    const res = await api(app, endpoint, { ...params, limit: 100, ...(untilId ? { untilId } : {}) });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { id: string }[]).map((n) => n.id);
    if (page.length === 0) return ids;
    ids.push(...page);
  }
}

/** Notes anybody may read (home notes stay off timelines, not off tag pages), newest first. */
const readableWith = (pattern: RegExp) =>
  notes
    .filter(
      (n) =>
        (n.visibility === 'public' || n.visibility === 'home') && n.text !== null && pattern.test(n.text),
    )
    .map((n) => n.id)
    .reverse();

describe('the demo seed', () => {
  it('fills the tag pages: every readable note with a tag is found by it', async () => {
    // Every hashtag note of the seed carries #shiori, and one of the seed's words.
    const tagged = readableWith(/#shiori\b/);
    expect(tagged.length).toBeGreaterThan(20);
    expect(await allPages('notes/search-by-tag', { tag: 'shiori' })).toEqual(tagged);
    const summer = readableWith(/#summer\b/);
    expect(summer.length).toBeGreaterThan(0);
    expect(await allPages('notes/search-by-tag', { tag: 'summer' })).toEqual(summer);
    // And the composer's tag autocomplete knows them.
    const res = await api(app, 'hashtags/search', { query: 'summ', limit: 10 });
    expect(res.json()).toContain('summer');
  });

  it('records mentions: a mentioned user finds the note under their mentions', async () => {
    const mention = notes.find((n) => n.visibility === 'public' && n.text?.startsWith('@user'));
    expect(mention).toBeDefined();
    const username = /^@(\w+)/.exec(mention?.text ?? '')?.[1];
    const account = seeded.accounts.find((a) => a.username === username);
    expect(account).toBeDefined();
    const res = await api(app, 'notes/mentions', { limit: 100, i: account?.token });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: string }[]).map((n) => n.id)).toContain(mention?.id);
  });

  it('keeps the counters a posted note keeps: notes per user, replies per note', async () => {
    const author = seeded.accounts[1];
    const res = await api(app, 'users/show', { userId: author?.id });
    expect(res.json()).toMatchObject({ notesCount: notes.filter((n) => n.user_id === author?.id).length });

    const replies = new Map<string, number>();
    for (const n of notes) if (n.reply_id) replies.set(n.reply_id, (replies.get(n.reply_id) ?? 0) + 1);
    const [repliedId, count] = [...replies].sort((a, b) => b[1] - a[1])[0] ?? [];
    const shown = await api(app, 'notes/show', { noteId: repliedId, i: seeded.reader.token });
    expect(shown.json()).toMatchObject({ repliesCount: count });
  });

  it('writes bios that are whole MFM: no function is cut open', () => {
    const bios = (db.prepare('SELECT description FROM users').all() as { description: string | null }[]).map(
      (u) => u.description ?? '',
    );
    expect(bios.filter((b) => b.includes('$[')).length).toBeGreaterThan(0);
    for (const bio of bios) {
      // An unterminated `$[name ...` is not a function to mfm-js: it stays in a text node.
      const openInText: string[] = [];
      const visit = (nodes: mfm.MfmNode[]) => {
        for (const node of nodes) {
          if (node.type === 'text' && node.props.text.includes('$[')) openInText.push(node.props.text);
          if (node.children) visit(node.children);
        }
      };
      visit(mfm.parse(bio));
      expect(openInText, bio).toEqual([]);
    }
  });
});
