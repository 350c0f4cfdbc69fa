import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLACK, crc32, ReversiGame, WHITE } from '../src/games/reversi/engine.js';
import { RateLimiter } from '../src/services/rate-limiter.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

// Misskey waits 3 s between "both ready" and the start; these tests need not.
process.env.SHIORI_TEST_REVERSI_START_DELAY_MS = '0';

let app: FastifyInstance;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
/** Added to the server's clock, so a turn's time limit can pass without waiting. */
let skew = 0;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  skew = 0;
  app = await createTestApp({ rateLimiter: new RateLimiter(() => Date.now() + skew) });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

/** A socket (signed out when `who` is null) joined to `channel` as id `ch`. */
async function join(who: TestAccount | null, channel: string, params: object = {}): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, who?.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel, id: 'ch', params, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    `${channel} connected`,
  );
  return socket;
}

function events(socket: TestSocket, type: string): unknown[] {
  return socket.channelMessages('ch', type);
}

/** Sends a message to the game channel and waits until the server has handled it (ping → pong after it). */
async function sendAndSettle(socket: TestSocket, type: string, body: unknown): Promise<void> {
  const pongs = socket.raw.filter((r) => r === 'pong').length;
  socket.send({ type: 'ch', body: { id: 'ch', type, body } });
  socket.send('ping');
  await socket.until(() => socket.raw.filter((r) => r === 'pong').length > pongs, 'pong');
}

const showGame = (gameId: string) =>
  okAs<entities.ReversiGameDetailed>(app, 'reversi/show-game', null, { gameId });

/** `inviter` invites `invitee`, who accepts: the game, not started. */
async function matchPlayers(
  inviter: TestAccount,
  invitee: TestAccount,
): Promise<entities.ReversiGameDetailed> {
  expect((await callAs(app, 'reversi/match', inviter, { userId: invitee.id })).statusCode).toBe(204);
  return okAs<entities.ReversiGameDetailed>(app, 'reversi/match', invitee, { userId: inviter.id });
}

/** Both players on the game channel, settings sent by user1, both ready, until `started`. */
async function startGame(
  user1: TestAccount,
  user2: TestAccount,
  settings: Record<string, unknown>,
): Promise<{ game: entities.ReversiGameDetailed; p1: TestSocket; p2: TestSocket }> {
  const matched = await matchPlayers(user1, user2);
  const p1 = await join(user1, 'reversiGame', { gameId: matched.id });
  const p2 = await join(user2, 'reversiGame', { gameId: matched.id });
  for (const [key, value] of Object.entries(settings))
    await sendAndSettle(p1, 'updateSettings', { key, value });
  await sendAndSettle(p1, 'ready', true);
  await sendAndSettle(p2, 'ready', true);
  await p2.until(() => events(p2, 'started').length > 0, 'started');
  const { game } = events(p2, 'started')[0] as { game: entities.ReversiGameDetailed };
  return { game, p1, p2 };
}

describe('reversi matchmaking', () => {
  it('invites a user, who sees the invitation and accepts; the inviter is told on the reversi channel', async () => {
    const aliceStream = await join(alice, 'reversi');
    const bobStream = await join(bob, 'reversi');
    expect((await callAs(app, 'reversi/match', alice, { userId: bob.id })).statusCode).toBe(204);
    await bobStream.until(() => events(bobStream, 'invited').length > 0, 'invited');
    expect((events(bobStream, 'invited')[0] as { user: entities.UserLite }).user.id).toBe(alice.id);
    const invitations = await okAs<entities.UserLite[]>(app, 'reversi/invitations', bob);
    expect(invitations.map((u) => u.username)).toEqual(['alice']);

    const game = await okAs<entities.ReversiGameDetailed>(app, 'reversi/match', bob, { userId: alice.id });
    expect([game.user1.id, game.user2.id, game.isStarted, game.bw]).toEqual([
      alice.id,
      bob.id,
      false,
      'random',
    ]);
    expect(game.map).toHaveLength(8);
    await aliceStream.until(() => events(aliceStream, 'matched').length > 0, 'matched');
    expect((events(aliceStream, 'matched')[0] as { game: { id: string } }).game.id).toBe(game.id);
    expect(await okAs(app, 'reversi/invitations', bob)).toEqual([]);
    // Asking again within minutes answers the same unstarted game, not a second one.
    expect((await okAs<{ id: string }>(app, 'reversi/match', alice, { userId: bob.id })).id).toBe(game.id);
  });

  it('refuses yourself, an unknown user and strangers; a cancelled invitation is gone', async () => {
    expect(errorOf(await callAs(app, 'reversi/match', alice, { userId: alice.id })).code).toBe(
      'TARGET_IS_YOURSELF',
    );
    expect(errorOf(await callAs(app, 'reversi/match', alice, { userId: 'nobody' })).code).toBe(
      'NO_SUCH_USER',
    );
    expect((await callAs(app, 'reversi/match', null, {})).statusCode).toBe(401);
    await callAs(app, 'reversi/match', carol, { userId: bob.id });
    expect(await okAs<unknown[]>(app, 'reversi/invitations', bob)).toHaveLength(1);
    await okAs(app, 'reversi/cancel-match', carol, { userId: bob.id });
    expect(await okAs(app, 'reversi/invitations', bob)).toEqual([]);
    // Bob's acceptance now only invites carol in turn.
    expect((await callAs(app, 'reversi/match', bob, { userId: carol.id })).statusCode).toBe(204);
  });

  it('matches anyone who waits; a cancelled wait matches nobody', async () => {
    expect((await callAs(app, 'reversi/match', carol, {})).statusCode).toBe(204);
    await okAs(app, 'reversi/cancel-match', carol, {});
    expect((await callAs(app, 'reversi/match', bob, {})).statusCode).toBe(204);
    const game = await okAs<entities.ReversiGameDetailed>(app, 'reversi/match', alice, {
      noIrregularRules: true,
    });
    expect([game.user1Id, game.user2Id, game.noIrregularRules]).toEqual([bob.id, alice.id, true]);
    // Without irregular rules the board and the three rules stay; the colours and the time may change.
    const socket = await join(alice, 'reversiGame', { gameId: game.id });
    await sendAndSettle(socket, 'updateSettings', { key: 'map', value: ['-wb'] });
    await sendAndSettle(socket, 'updateSettings', { key: 'loopedBoard', value: true });
    await sendAndSettle(socket, 'updateSettings', { key: 'timeLimitForEachTurn', value: 30 });
    const after = await showGame(game.id);
    expect([after.map, after.loopedBoard, after.timeLimitForEachTurn]).toEqual([game.map, false, 30]);
  });

  it('keeps the rules regular when the one who waited asked so, and free when neither did', async () => {
    // Bob waits asking for regular rules; alice, who does not mind, joins him: the game is regular.
    expect((await callAs(app, 'reversi/match', bob, { noIrregularRules: true })).statusCode).toBe(204);
    const regular = await okAs<entities.ReversiGameDetailed>(app, 'reversi/match', alice, {});
    expect([regular.user1Id, regular.noIrregularRules]).toEqual([bob.id, true]);
    // Neither asks: irregular boards and rules stay open to them (Misskey's default).
    expect((await callAs(app, 'reversi/match', carol, { multiple: true })).statusCode).toBe(204);
    const free = await okAs<entities.ReversiGameDetailed>(app, 'reversi/match', bob, { multiple: true });
    expect([free.user1Id, free.user2Id, free.noIrregularRules]).toEqual([carol.id, bob.id, false]);
    const socket = await join(carol, 'reversiGame', { gameId: free.id });
    await sendAndSettle(socket, 'updateSettings', { key: 'loopedBoard', value: true });
    expect((await showGame(free.id)).loopedBoard).toBe(true);
    // A cancelled wait takes its wish with it: the next one to wait asks afresh.
    expect(
      (await callAs(app, 'reversi/match', carol, { noIrregularRules: true, multiple: true })).statusCode,
    ).toBe(204);
    await okAs(app, 'reversi/cancel-match', carol, {});
    expect((await callAs(app, 'reversi/match', alice, { multiple: true })).statusCode).toBe(204);
    const after = await okAs<entities.ReversiGameDetailed>(app, 'reversi/match', carol, { multiple: true });
    expect([after.user1Id, after.noIrregularRules]).toEqual([alice.id, false]);
  });
});

describe('reversi games over the reversiGame channel', () => {
  it('plays a short game to its end: settings, ready, refused moves, a pass, the winner', async () => {
    const matched = await matchPlayers(alice, bob);
    const p1 = await join(alice, 'reversiGame', { gameId: matched.id });
    const p2 = await join(bob, 'reversiGame', { gameId: matched.id });
    const spectator = await join(carol, 'reversiGame', { gameId: matched.id });
    const visitor = await join(null, 'reversiGame', { gameId: matched.id });
    const map = ['-wb-', 'bw--'];

    // A spectator changes nothing; a malformed map is refused; the players' settings are told to all.
    await sendAndSettle(spectator, 'updateSettings', { key: 'isLlotheo', value: true });
    await sendAndSettle(p1, 'updateSettings', { key: 'map', value: ['--', '---'] });
    await sendAndSettle(p1, 'updateSettings', { key: 'map', value: map });
    await sendAndSettle(p2, 'updateSettings', { key: 'bw', value: '1' });
    await spectator.until(() => events(spectator, 'updateSettings').length === 2, 'two settings');
    expect(events(spectator, 'updateSettings')).toEqual([
      { userId: alice.id, key: 'map', value: map },
      { userId: bob.id, key: 'bw', value: '1' },
    ]);
    expect(await showGame(matched.id)).toMatchObject({ map, bw: '1', isLlotheo: false });

    // Ready: a ready player's settings are frozen; a spectator's ready counts for nobody.
    await sendAndSettle(spectator, 'ready', true);
    await sendAndSettle(p1, 'ready', true);
    await sendAndSettle(p1, 'updateSettings', { key: 'bw', value: '2' });
    expect((await showGame(matched.id)).bw).toBe('1');
    await p2.until(() => events(p2, 'changeReadyStates').length > 0, 'ready states');
    expect(events(p2, 'changeReadyStates')).toEqual([{ user1: true, user2: false }]);
    await sendAndSettle(p2, 'ready', true);
    await visitor.until(() => events(visitor, 'started').length > 0, 'started');
    const started = (events(visitor, 'started')[0] as { game: entities.ReversiGameDetailed }).game;
    expect([started.isStarted, started.black]).toEqual([true, 1]);
    await sendAndSettle(p1, 'updateSettings', { key: 'isLlotheo', value: true });

    // Refused: an illegal cell, the wrong player's turn, a spectator, a signed-out watcher.
    await sendAndSettle(p1, 'putStone', { pos: 3, id: 'illegal' });
    await sendAndSettle(p2, 'putStone', { pos: 3, id: 'not-your-turn' });
    await sendAndSettle(spectator, 'putStone', { pos: 0, id: 'spectator' });
    await sendAndSettle(visitor, 'putStone', { pos: 0, id: 'visitor' });
    expect((await showGame(matched.id)).logs).toEqual([]);

    await sendAndSettle(p1, 'putStone', { pos: 0, id: 'first' });
    // White has no move now: black moves again, and white's attempt is refused.
    await sendAndSettle(p2, 'putStone', { pos: 6, id: 'white' });
    await sendAndSettle(p1, 'putStone', { pos: 6, id: 'second' });
    await spectator.until(() => events(spectator, 'ended').length > 0, 'ended');
    const logs = events(spectator, 'log') as {
      player: boolean;
      pos: number;
      id: string;
      operation: string;
    }[];
    expect(logs.map((l) => [l.player, l.pos, l.id, l.operation])).toEqual([
      [true, 0, 'first', 'put'],
      [true, 6, 'second', 'put'],
    ]);
    await visitor.until(() => events(visitor, 'ended').length > 0, 'ended (visitor)');
    const ended = events(visitor, 'ended')[0] as { winnerId: string; game: entities.ReversiGameDetailed };
    expect(ended.winnerId).toBe(alice.id);
    const final = await showGame(matched.id);
    expect([final.isEnded, final.winnerId, final.winner?.username, final.isLlotheo]).toEqual([
      true,
      alice.id,
      'alice',
      false,
    ]);
    expect(final.logs.map((l) => [l[1], l[2], l[3]])).toEqual([
      [1, 0, 0],
      [1, 0, 6],
    ]);
    await sendAndSettle(p2, 'putStone', { pos: 3, id: 'after-end' });
    expect((await showGame(matched.id)).logs).toHaveLength(2);

    // verify: the client's checksum of the final board matches; any other does not.
    const board = new ReversiGame(map);
    board.put(0);
    board.put(6);
    const good = await okAs(app, 'reversi/verify', null, {
      gameId: matched.id,
      crc32: String(board.checksum()),
    });
    expect(good).toEqual({ desynced: false });
    const bad = await okAs<{ desynced: boolean; game: { id: string } }>(app, 'reversi/verify', null, {
      gameId: matched.id,
      crc32: String(crc32('stale')),
    });
    expect([bad.desynced, bad.game.id]).toEqual([true, matched.id]);
    expect(errorOf(await callAs(app, 'reversi/verify', null, { gameId: 'nope', crc32: '0' })).code).toBe(
      'NO_SUCH_GAME',
    );

    // Public listings: every started game for anyone, one's own with `my`.
    const all = await okAs<entities.ReversiGameLite[]>(app, 'reversi/games', null);
    expect(all.map((g) => [g.id, g.winnerId])).toEqual([[matched.id, alice.id]]);
    expect(all[0]).not.toHaveProperty('logs');
    expect((await okAs<unknown[]>(app, 'reversi/games', carol, { my: true })).length).toBe(0);
    expect((await okAs<{ id: string }[]>(app, 'reversi/games', bob, { my: true })).map((g) => g.id)).toEqual([
      matched.id,
    ]);
    expect(await okAs(app, 'reversi/games', null, { untilId: matched.id })).toEqual([]);
  });

  it('passes on the 8×8 board: black cannot move, white moves again, both players are told, then black plays', async () => {
    const { game, p1, p2 } = await startGame(alice, bob, { bw: '1' });
    // Alice is black. Eight moves (D3 C3 B3 B2 F5 A3 A1 C1) leave black with no move at all.
    const opening = [19, 18, 17, 9, 37, 16, 0, 2];
    for (const [i, pos] of opening.entries())
      await sendAndSettle(i % 2 === 0 ? p1 : p2, 'putStone', { pos, id: `m${i}` });
    const client = new ReversiGame(game.map);
    for (const pos of opening) client.put(pos);
    expect([client.legalMoves(BLACK), client.turn]).toEqual([[], WHITE]);

    // Black's try is refused; white moves again, and both sockets hear white twice in a row.
    await sendAndSettle(p1, 'putStone', { pos: 10, id: 'black-cannot' });
    await sendAndSettle(p2, 'putStone', { pos: 20, id: 'white-again' });
    const heard = (socket: TestSocket) =>
      (events(socket, 'log') as { player: boolean; pos: number; id: string }[]).map((l) => [
        l.player,
        l.pos,
        l.id,
      ]);
    for (const socket of [p1, p2]) {
      await socket.until(() => heard(socket).length === 9, 'nine logs');
      expect(heard(socket).slice(-2)).toEqual([
        [WHITE, 2, 'm7'],
        [WHITE, 20, 'white-again'],
      ]);
    }
    // The server's board and turn match the client's after the pass (black to move now).
    client.put(20);
    expect(client.turn).toBe(BLACK);
    const check = await okAs(app, 'reversi/verify', null, {
      gameId: game.id,
      crc32: String(client.checksum()),
    });
    expect(check).toEqual({ desynced: false });
    // The turn has moved on: black's move is taken and told to both.
    await sendAndSettle(p1, 'putStone', { pos: 10, id: 'black-back' });
    for (const socket of [p1, p2]) {
      await socket.until(() => heard(socket).length === 10, 'ten logs');
      expect(heard(socket).at(-1)).toEqual([BLACK, 10, 'black-back']);
    }
    expect((await showGame(game.id)).logs).toHaveLength(10);
  });

  it('ends a game on time only once the turn limit has passed, the player to move losing', async () => {
    const { game, p2 } = await startGame(alice, bob, { bw: '1', timeLimitForEachTurn: 5 });
    await sendAndSettle(p2, 'claimTimeIsUp', null);
    expect((await showGame(game.id)).isEnded).toBe(false);
    skew = 6000;
    await sendAndSettle(p2, 'claimTimeIsUp', null);
    await p2.until(() => events(p2, 'ended').length > 0, 'ended');
    expect(await showGame(game.id)).toMatchObject({
      isEnded: true,
      winnerId: bob.id,
      timeoutUserId: alice.id,
    });
  });

  it('surrenders through the endpoint: only a player, only once', async () => {
    const { game, p1 } = await startGame(alice, bob, {});
    expect(errorOf(await callAs(app, 'reversi/surrender', carol, { gameId: game.id })).code).toBe(
      'ACCESS_DENIED',
    );
    expect(errorOf(await callAs(app, 'reversi/surrender', carol, { gameId: 'nope' })).code).toBe(
      'NO_SUCH_GAME',
    );
    expect((await callAs(app, 'reversi/surrender', bob, { gameId: game.id })).statusCode).toBe(204);
    await p1.until(() => events(p1, 'ended').length > 0, 'ended');
    expect(events(p1, 'ended')[0]).toMatchObject({ winnerId: alice.id });
    expect(await showGame(game.id)).toMatchObject({ winnerId: alice.id, surrenderedUserId: bob.id });
    expect(errorOf(await callAs(app, 'reversi/surrender', bob, { gameId: game.id })).code).toBe(
      'ALREADY_ENDED',
    );
  });

  it('cancels a game before its start: deleted and told to the watchers; a spectator cannot', async () => {
    const matched = await matchPlayers(alice, bob);
    const p1 = await join(alice, 'reversiGame', { gameId: matched.id });
    const spectator = await join(carol, 'reversiGame', { gameId: matched.id });
    await sendAndSettle(spectator, 'cancel', null);
    expect((await showGame(matched.id)).id).toBe(matched.id);
    await sendAndSettle(p1, 'cancel', null);
    await spectator.until(() => events(spectator, 'canceled').length > 0, 'canceled');
    expect(events(spectator, 'canceled')).toEqual([{ userId: alice.id }]);
    const res = await callAs(app, 'reversi/show-game', null, { gameId: matched.id });
    expect(errorOf(res).code).toBe('NO_SUCH_GAME');
  });
});
