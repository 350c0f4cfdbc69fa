import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wordMuteMatcher } from '../src/services/relations/word-mutes.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'first', 'pw-secret');
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('i/update word and instance mutes', () => {
  it('stores mutedWords, hardMutedWords and mutedInstances and answers them in i', async () => {
    const words = [['cats', 'dogs'], '/spoil(er|s)/i'];
    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, {
      mutedWords: words,
      hardMutedWords: [['politics']],
      mutedInstances: ['noisy.example'],
    });
    expect(me).toMatchObject({
      mutedWords: words,
      hardMutedWords: [['politics']],
      mutedInstances: ['noisy.example'],
    });
    // Fields left out keep their value.
    await okAs(app, 'i/update', alice, { hardMutedWords: [] });
    expect(await okAs(app, 'i', alice)).toMatchObject({
      mutedWords: words,
      hardMutedWords: [],
      mutedInstances: ['noisy.example'],
    });
  });

  it("refuses an invalid regular expression with Misskey's INVALID_REGEXP and stores nothing", async () => {
    for (const bad of ['/unclosed(/', 'not a regex', '/x/q']) {
      const res = await callAs(app, 'i/update', alice, { mutedWords: [bad], name: 'Changed' });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'INVALID_REGEXP',
        id: '0d786918-10df-41cd-8f33-8dec7d9a89a5',
      });
    }
    const res = await callAs(app, 'i/update', alice, { hardMutedWords: ['/(/'] });
    expect(errorOf(res).code).toBe('INVALID_REGEXP');
    expect(await okAs(app, 'i', alice)).toMatchObject({ mutedWords: [], hardMutedWords: [], name: null });
    expect(errorOf(await callAs(app, 'i/update', alice, { mutedWords: [1] })).code).toBe('INVALID_PARAM');
    expect(errorOf(await callAs(app, 'i/update', alice, { mutedInstances: 'x' })).code).toBe('INVALID_PARAM');
  });

  it('enforces wordMuteLimit counted as Misskey does, by the JSON length of the list', async () => {
    await setPolicies(app, admin, { wordMuteLimit: 20 });
    // [["abcdefghijklmn"]] is 20 characters of JSON: exactly the limit.
    await okAs(app, 'i/update', alice, { mutedWords: [['abcdefghijklmn']] });
    for (const field of ['mutedWords', 'hardMutedWords']) {
      const res = await callAs(app, 'i/update', alice, { [field]: [['abcdefghijklmno']] });
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'TOO_MANY_MUTED_WORDS',
        id: '010665b1-a211-42d2-bc64-8f6609d79785',
      });
    }
    expect(await okAs(app, 'i', alice)).toMatchObject({ mutedWords: [['abcdefghijklmn']] });
  });
});

describe('wordMuteMatcher', () => {
  it('matches lines of words (all of them, any case) and regular expressions', () => {
    const muted = wordMuteMatcher([['cats', 'dogs'], '/spoil(er|s)/i']);
    expect(muted('Cats and DOGS')).toBe(true);
    expect(muted('only cats')).toBe(false);
    expect(muted('no SPOILERS please')).toBe(true);
    expect(muted('spoil')).toBe(false);
    // A global flag does not make the second test start where the first stopped.
    const global = wordMuteMatcher(['/a/g']);
    expect([global('a'), global('a')]).toEqual([true, true]);
  });
});
