import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let member: TestAccount;
let outsider: TestAccount;
let reader: TestAccount;
let roleId: string;
const sockets: TestSocket[] = [];
let baseUrl: string | null = null;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  member = await signup(app, 'member', 'pw-secret');
  outsider = await signup(app, 'outsider', 'pw-secret');
  reader = await signup(app, 'reader', 'pw-secret');
  const role = await okAs<entities.Role>(app, 'admin/roles/create', admin, {
    name: 'Supporters',
    target: 'manual',
    isPublic: true,
    isExplorable: true,
    policies: {},
  });
  roleId = role.id;
  await okAs(app, 'admin/roles/assign', admin, { roleId, userId: member.id });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  baseUrl = null;
  await app.close();
});

async function openRole(who: TestAccount | null, params: Record<string, unknown>, id = 'role') {
  baseUrl ??= await listen(app);
  const socket = await TestSocket.open(baseUrl, who?.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel: 'roleTimeline', id, params, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

const live = (socket: TestSocket, id = 'role') =>
  socket.channelMessages(id, 'note').map((n) => (n as entities.Note).id);

describe('roleTimeline streaming channel', () => {
  it("sends the members' new public notes, the same ones roles/notes lists, to readers signed in or not", async () => {
    const signedIn = await openRole(reader, { roleId });
    const visitor = await openRole(null, { roleId });
    await post(app, outsider, { text: 'not a member' });
    await post(app, member, { text: 'home only', visibility: 'home' });
    await post(app, member, { text: 'followers', visibility: 'followers' });
    const pub = await post(app, member, { text: 'public' });
    await signedIn.until(() => live(signedIn).includes(pub.id), 'the public note');
    await visitor.until(() => live(visitor).includes(pub.id), 'the public note');
    expect(live(signedIn)).toEqual([pub.id]);
    expect(live(visitor)).toEqual([pub.id]);
    const listed = await okAs<entities.Note[]>(app, 'roles/notes', reader, { roleId });
    expect(listed.map((note) => note.id)).toEqual([pub.id]);
  });

  it('follows membership and the role while connected, and applies mutes', async () => {
    const socket = await openRole(reader, { roleId });
    await okAs(app, 'admin/roles/assign', admin, { roleId, userId: outsider.id });
    const joined = await post(app, outsider, { text: 'newly assigned' });
    await socket.until(() => live(socket).includes(joined.id), 'the new member');
    await okAs(app, 'mute/create', reader, { userId: outsider.id });
    await post(app, outsider, { text: 'muted' });
    const marker = await post(app, member, { text: 'marker' });
    await socket.until(() => live(socket).includes(marker.id), 'the marker');
    expect(live(socket)).toEqual([joined.id, marker.id]);

    // A role no longer explorable (or made private) sends nothing more.
    await okAs(app, 'admin/roles/update', admin, { roleId, isExplorable: false });
    const hiddenNote = await post(app, member, { text: 'not explorable' });
    await okAs(app, 'admin/roles/update', admin, { roleId, isExplorable: true, isPublic: false });
    const privateNote = await post(app, member, { text: 'private role' });
    await okAs(app, 'admin/roles/update', admin, { roleId, isPublic: true });
    const last = await post(app, member, { text: 'public again' });
    await socket.until(() => live(socket).includes(last.id), 'the last note');
    expect(live(socket)).not.toContain(hiddenNote.id);
    expect(live(socket)).not.toContain(privateNote.id);
  });

  it('sends nothing for an unknown role or without a roleId', async () => {
    const unknown = await openRole(reader, { roleId: 'nope' }, 'unknown');
    const none = await openRole(reader, {}, 'none');
    const watched = await openRole(reader, { roleId });
    const note = await post(app, member, { text: 'x' });
    await watched.until(() => live(watched).includes(note.id), 'the note');
    expect(live(unknown, 'unknown')).toEqual([]);
    expect(live(none, 'none')).toEqual([]);
  });
});
