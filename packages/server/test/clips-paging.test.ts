import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

it('clips/notes pages a clip of more than 100 notes by untilId, newest first, skipping muted authors', async () => {
  const clip = await okAs<entities.Clip>(app, 'clips/create', alice, { name: 'Long read' });
  const kept: string[] = [];
  for (let n = 0; n < 110; n += 1) {
    // Every eleventh note is bob's, whom alice mutes: the pages skip them and still fill up.
    const note = await post(app, n % 11 === 5 ? bob : alice, { text: `note ${n}` });
    await okAs(app, 'clips/add-note', alice, { clipId: clip.id, noteId: note.id });
    if (n % 11 !== 5) kept.push(note.id);
  }
  await okAs(app, 'mute/create', alice, { userId: bob.id });

  const seen: string[] = [];
  let untilId: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const notes = await okAs<entities.Note[]>(app, 'clips/notes', alice, {
      clipId: clip.id,
      limit: 20,
      untilId,
    });
    if (notes.length === 0) break;
    expect(notes.length).toBeLessThanOrEqual(20);
    seen.push(...notes.map((note) => note.id));
    untilId = notes.at(-1)?.id;
  }
  expect(seen).toEqual([...kept].reverse());
  expect(seen).toHaveLength(100);
});
