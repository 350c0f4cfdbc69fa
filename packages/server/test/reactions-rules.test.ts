import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';
import {
  insertEmoji,
  insertRemoteUser,
  insertRole,
  recordNoteStream,
  storedReactions,
} from './reactions-helpers.js';

const ERRORS = {
  UNKNOWN_EMOJI: 'b92f37cf-c862-4e0b-8ccb-21e0c7abf3a3',
  REACTION_NOT_ACCEPTED: 'ccbaa588-2ddb-43f0-a372-8d2939daa02b',
  EMOJI_LOCAL_ONLY: '37f01e76-5de0-4dce-b1b8-274c3ed07482',
  EMOJI_ROLE_REQUIRED: 'f8c272ec-8f44-4bb9-ba8e-e8b03ac05e93',
} as const;
type Outcome = 'ok' | keyof typeof ERRORS;

let app: FastifyInstance;
let alice: TestAccount; // writes the notes
let bob: TestAccount; // a local reactor without roles
let remote: TestAccount; // a user of another server
let vipRole: string;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  remote = insertRemoteUser(app, 'rem', 'remote.example');
  vipRole = insertRole(app, 'vip');
  insertEmoji(app, { name: 'plain' });
  insertEmoji(app, { name: 'spicy', isSensitive: true });
  insertEmoji(app, { name: 'homeonly', localOnly: true });
  insertEmoji(app, { name: 'vip', roleIds: [vipRole] });
});
afterAll(async () => {
  await app.close();
});

async function react(who: TestAccount, noteId: string, reaction: string) {
  return api(app, 'notes/reactions/create', { i: who.token, noteId, reaction });
}

async function expectRefused(who: TestAccount, noteId: string, reaction: string, code: keyof typeof ERRORS) {
  const before = storedReactions(app, noteId);
  const stream = recordNoteStream(app, noteId);
  const res = await react(who, noteId, reaction);
  expect(res.statusCode).toBe(400);
  expect(errorOf(res)).toMatchObject({ code, id: ERRORS[code], kind: 'client' });
  expect(errorOf(res).message.length).toBeGreaterThan(10);
  // Nothing stored, nothing announced, nobody notified.
  expect(storedReactions(app, noteId)).toEqual(before);
  expect(stream).toEqual([]);
}

const reactions = {
  like: '❤',
  unicode: '👍',
  plain: ':plain:',
  sensitive: ':spicy:',
  localOnly: ':homeonly:',
  roleRestricted: ':vip:',
} as const;
type Kind = keyof typeof reactions;

// What each acceptance allows, written out per reactor (bob has no role; the remote user
// is on another server). `null` is "all", as Misskey's API spells it.
const expected: Record<string, Record<'local' | 'remote', Record<Kind, Outcome>>> = {
  null: {
    local: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'ok',
      localOnly: 'ok',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
    remote: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'ok',
      localOnly: 'EMOJI_LOCAL_ONLY',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
  },
  likeOnly: {
    local: {
      like: 'ok',
      unicode: 'REACTION_NOT_ACCEPTED',
      plain: 'REACTION_NOT_ACCEPTED',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'REACTION_NOT_ACCEPTED',
      roleRestricted: 'REACTION_NOT_ACCEPTED',
    },
    remote: {
      like: 'ok',
      unicode: 'REACTION_NOT_ACCEPTED',
      plain: 'REACTION_NOT_ACCEPTED',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'REACTION_NOT_ACCEPTED',
      roleRestricted: 'REACTION_NOT_ACCEPTED',
    },
  },
  likeOnlyForRemote: {
    local: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'ok',
      localOnly: 'ok',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
    remote: {
      like: 'ok',
      unicode: 'REACTION_NOT_ACCEPTED',
      plain: 'REACTION_NOT_ACCEPTED',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'REACTION_NOT_ACCEPTED',
      roleRestricted: 'REACTION_NOT_ACCEPTED',
    },
  },
  nonSensitiveOnly: {
    local: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'ok',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
    remote: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'EMOJI_LOCAL_ONLY',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
  },
  nonSensitiveOnlyForLocalLikeOnlyForRemote: {
    local: {
      like: 'ok',
      unicode: 'ok',
      plain: 'ok',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'ok',
      roleRestricted: 'EMOJI_ROLE_REQUIRED',
    },
    remote: {
      like: 'ok',
      unicode: 'REACTION_NOT_ACCEPTED',
      plain: 'REACTION_NOT_ACCEPTED',
      sensitive: 'REACTION_NOT_ACCEPTED',
      localOnly: 'REACTION_NOT_ACCEPTED',
      roleRestricted: 'REACTION_NOT_ACCEPTED',
    },
  },
};

const cases = Object.entries(expected).flatMap(([acceptance, byReactor]) =>
  (['local', 'remote'] as const).flatMap((reactor) =>
    (Object.keys(reactions) as Kind[]).map((kind) => ({
      acceptance,
      reactor,
      kind,
      outcome: byReactor[reactor][kind],
    })),
  ),
);

describe('reaction acceptance × reactor × emoji', () => {
  it.each(cases)(
    '$acceptance, $reactor reactor, $kind emoji → $outcome',
    async ({ acceptance, reactor, kind, outcome }) => {
      const note = await post(app, alice, {
        text: 'react to me',
        reactionAcceptance: acceptance === 'null' ? null : acceptance,
      });
      const who = reactor === 'local' ? bob : remote;
      const reaction = reactions[kind];
      if (outcome === 'ok') {
        const stream = recordNoteStream(app, note.id);
        const res = await react(who, note.id, reaction);
        expect(res.statusCode, res.body).toBe(204);
        expect(storedReactions(app, note.id)).toEqual({ [who.id]: reaction });
        expect(stream.map((m) => m.type)).toEqual(['reacted']);
      } else {
        await expectRefused(who, note.id, reaction, outcome);
      }
    },
  );
});

describe('custom emoji that do not exist here', () => {
  it('refuses an unknown name and any remote emoji; accepts :name@.: for a local one', async () => {
    const note = await post(app, alice, { text: 'hi' });
    await expectRefused(bob, note.id, ':nosuchemoji:', 'UNKNOWN_EMOJI');
    await expectRefused(bob, note.id, ':nosuchemoji@.:', 'UNKNOWN_EMOJI');
    // This instance does not federate: even a name that exists locally is unknown from elsewhere.
    await expectRefused(bob, note.id, ':plain@remote.example:', 'UNKNOWN_EMOJI');
    expect((await react(bob, note.id, ':plain@.:')).statusCode).toBe(204);
    expect(storedReactions(app, note.id)).toEqual({ [bob.id]: ':plain:' });
  });

  it('answers an unknown emoji even on a likeOnly note', async () => {
    const note = await post(app, alice, { text: 'hi', reactionAcceptance: 'likeOnly' });
    await expectRefused(bob, note.id, ':nosuchemoji:', 'UNKNOWN_EMOJI');
  });
});

describe('role-restricted emoji', () => {
  it('lets the user react once an admin gives them the role, and not after it is taken away', async () => {
    const note = await post(app, alice, { text: 'hi' });
    await expectRefused(bob, note.id, ':vip:', 'EMOJI_ROLE_REQUIRED');

    // alice, the first user, is the admin.
    const assign = await api(app, 'admin/roles/assign', { i: alice.token, roleId: vipRole, userId: bob.id });
    expect(assign.statusCode, assign.body).toBe(204);
    expect((await react(bob, note.id, ':vip:')).statusCode).toBe(204);
    expect(storedReactions(app, note.id)).toEqual({ [bob.id]: ':vip:' });

    await api(app, 'admin/roles/unassign', { i: alice.token, roleId: vipRole, userId: bob.id });
    const other = await post(app, alice, { text: 'again' });
    await expectRefused(bob, other.id, ':vip:', 'EMOJI_ROLE_REQUIRED');
  });

  it('accepts any one of several roles', async () => {
    const carol = await signup(app, 'carol', 'pw-secret');
    const helpers = insertRole(app, 'helpers', [carol.id]);
    insertEmoji(app, { name: 'crew', roleIds: [vipRole, helpers] });
    const note = await post(app, alice, { text: 'hi' });
    expect((await react(carol, note.id, ':crew:')).statusCode).toBe(204);
    await expectRefused(bob, note.id, ':crew:', 'EMOJI_ROLE_REQUIRED');
  });
});

describe('one reaction per user and note', () => {
  it('replaces the previous reaction, and a refused one leaves the previous in place', async () => {
    const note = await post(app, alice, { text: 'hi', reactionAcceptance: 'nonSensitiveOnly' });
    expect((await react(bob, note.id, '👍')).statusCode).toBe(204);
    const stream = recordNoteStream(app, note.id);
    expect((await react(bob, note.id, ':plain:')).statusCode).toBe(204);
    expect(stream.map((m) => m.type)).toEqual(['unreacted', 'reacted']);
    expect(storedReactions(app, note.id)).toEqual({ [bob.id]: ':plain:' });

    await expectRefused(bob, note.id, ':spicy:', 'REACTION_NOT_ACCEPTED');
    const shown = (await api(app, 'notes/show', { i: bob.token, noteId: note.id })).json();
    expect(shown).toMatchObject({ reactions: { ':plain@.:': 1 }, myReaction: ':plain@.:' });

    const same = await react(bob, note.id, ':plain@.:');
    expect(errorOf(same)).toMatchObject({
      code: 'ALREADY_REACTED',
      id: '71efcf98-86d6-4e2b-b2ad-9d032369366b',
    });
  });
});
