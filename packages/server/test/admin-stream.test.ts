import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let baseUrl: string;
let admin: TestAccount; // the first account is the administrator
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

/** Opens a socket as `who` and asks for `channel` under `id`; answers whether it was joined. */
async function join(
  who: TestAccount,
  channel: string,
  id: string,
): Promise<{ socket: TestSocket; joined: boolean }> {
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel, id, params: {}, pong: true } });
  // A refused channel answers nothing: `main`, joined after it, proves the earlier frame was handled.
  socket.send({ type: 'connect', body: { channel: 'main', id: `${id}-main`, params: {}, pong: true } });
  const connected = (cid: string) =>
    socket.messages.some(
      (m) =>
        (m as { type: string; body?: { id?: string } }).type === 'connected' &&
        (m as { body: { id: string } }).body.id === cid,
    );
  await socket.until(() => connected(`${id}-main`), 'main connected');
  return { socket, joined: connected(id) };
}

const report = (who: TestAccount, target: TestAccount, comment: string) =>
  okAs(app, 'users/report-abuse', who, { userId: target.id, comment });

async function moderatorRole(): Promise<entities.Role> {
  return okAs<entities.Role>(app, 'admin/roles/create', admin, {
    name: 'Moderators',
    description: '',
    color: null,
    iconUrl: null,
    target: 'manual',
    condFormula: {},
    isPublic: false,
    isModerator: true,
    isAdministrator: false,
    isExplorable: false,
    asBadge: false,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
  });
}

describe('the admin streaming channel', () => {
  it('tells a moderator of a new report at once, in Misskey’s shape', async () => {
    const { socket, joined } = await join(admin, 'admin', 'adm');
    expect(joined).toBe(true);
    await report(carol, bob, 'Spam in every reply');
    await socket.until(() => socket.channelMessages('adm', 'newAbuseUserReport').length > 0, 'report');
    const [body] = socket.channelMessages('adm', 'newAbuseUserReport') as Record<string, unknown>[];
    expect(Object.keys(body ?? {}).sort()).toEqual(['comment', 'id', 'reporterId', 'targetUserId']);
    expect(body).toMatchObject({
      targetUserId: bob.id,
      reporterId: carol.id,
      comment: 'Spam in every reply',
    });
    const listed = await okAs<entities.AdminAbuseUserReportsResponse>(
      app,
      'admin/abuse-user-reports',
      admin,
      {},
    );
    expect(listed.map((r) => r.id)).toContain(body?.id);
  });

  it('cannot be joined by someone who is not a moderator, who is told nothing', async () => {
    const { socket, joined } = await join(bob, 'admin', 'adm');
    expect(joined).toBe(false);
    const watcher = await join(admin, 'admin', 'adm');
    await report(carol, bob, 'Rude');
    await watcher.socket.until(
      () => watcher.socket.channelMessages('adm', 'newAbuseUserReport').length > 0,
      'report to the admin',
    );
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');
    expect(socket.channelMessages('adm')).toEqual([]);
  });

  it('follows a moderator role given and taken while the socket stays open', async () => {
    const role = await moderatorRole();
    await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    const { socket, joined } = await join(bob, 'admin', 'adm');
    expect(joined).toBe(true);
    const comments = (s: TestSocket) =>
      s.channelMessages('adm', 'newAbuseUserReport').map((b) => (b as { comment: string }).comment);
    await report(carol, bob, 'While a moderator');
    await socket.until(() => comments(socket).includes('While a moderator'), 'report to bob');

    await okAs(app, 'admin/roles/unassign', admin, { roleId: role.id, userId: bob.id });
    const watcher = await join(admin, 'admin', 'adm');
    await report(carol, bob, 'After the role ended');
    await watcher.socket.until(
      () => comments(watcher.socket).includes('After the role ended'),
      'report to the admin',
    );
    // A ping answered after the report proves any frame for bob would have come before it.
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');
    expect(comments(socket)).toEqual(['While a moderator']);
  });
});

describe('staff flags on the open main stream', () => {
  it('sends meUpdated with isModerator when a moderator role is given and taken', async () => {
    const role = await moderatorRole();
    const { socket } = await join(bob, 'serverStats', 'm');
    const flags = () =>
      (socket.channelMessages('m-main', 'meUpdated') as entities.MeDetailed[]).map((me) => me.isModerator);
    await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    await socket.until(() => flags().includes(true), 'meUpdated with isModerator');
    await okAs(app, 'admin/roles/unassign', admin, { roleId: role.id, userId: bob.id });
    await socket.until(() => flags().at(-1) === false, 'meUpdated without isModerator');
    expect(flags()).toEqual([true, false]);
  });
});
