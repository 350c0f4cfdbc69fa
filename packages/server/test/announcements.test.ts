import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BroadcastMessage, MainStreamMessage } from '../src/services/event-bus.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const call = (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  callAs(app, endpoint, who, body);
const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

async function create(fields: Record<string, unknown> = {}) {
  return ok<{ id: string }>('admin/announcements/create', admin, {
    title: 'Maintenance',
    text: 'Down at noon',
    imageUrl: null,
    ...fields,
  });
}

async function me(who: TestAccount) {
  return ok<entities.MeDetailed>('i', who);
}

describe('announcements', () => {
  it('lists a new announcement as unread in i, and read once marked', async () => {
    const { id } = await create({ display: 'dialog', icon: 'warning' });
    const before = await me(bob);
    expect(before.hasUnreadAnnouncement).toBe(true);
    expect(before.unreadAnnouncements.map((a) => [a.id, a.display, a.icon])).toEqual([
      [id, 'dialog', 'warning'],
    ]);

    await ok('i/read-announcement', bob, { announcementId: id });
    const after = await me(bob);
    expect(after.hasUnreadAnnouncement).toBe(false);
    expect(after.unreadAnnouncements).toEqual([]);
    // Reading is per user.
    expect((await me(carol)).hasUnreadAnnouncement).toBe(true);

    const list = await ok<entities.Announcement[]>('announcements', bob);
    expect(list.map((a) => [a.id, a.isRead])).toEqual([[id, true]]);
  });

  it('keeps per-user announcements to their user', async () => {
    const { id } = await create({ userId: bob.id });
    expect((await ok<entities.Announcement[]>('announcements', bob)).map((a) => [a.id, a.forYou])).toEqual([
      [id, true],
    ]);
    expect(await ok('announcements', carol)).toEqual([]);
    expect(await ok('announcements', null)).toEqual([]);
    expect((await me(carol)).hasUnreadAnnouncement).toBe(false);
    const show = await call('announcements/show', carol, { announcementId: id });
    expect(errorOf(show)).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'b57b5e1d-4f49-404a-9edb-46b00268f121',
    });
    const read = await call('i/read-announcement', carol, { announcementId: id });
    expect(errorOf(read)).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: '184663db-df88-4bc2-8b52-fb85f0681939',
    });
  });

  it('shows everyone’s announcements to visitors, without isRead', async () => {
    const { id } = await create();
    const [shown] = await ok<entities.Announcement[]>('announcements', null);
    expect(shown?.id).toBe(id);
    expect(shown && 'isRead' in shown).toBe(false);
    expect((await ok<entities.Announcement>('announcements/show', null, { announcementId: id })).title).toBe(
      'Maintenance',
    );
  });

  it('moves an inactive announcement to the past ones, and it is no longer unread', async () => {
    const { id } = await create();
    await ok('admin/announcements/update', admin, { id, isActive: false, title: 'Done' });
    expect(await ok('announcements', bob)).toEqual([]);
    const past = await ok<entities.Announcement[]>('announcements', bob, { isActive: false });
    expect(past.map((a) => [a.id, a.title])).toEqual([[id, 'Done']]);
    expect(past[0]?.updatedAt).not.toBeNull();
    expect((await me(bob)).hasUnreadAnnouncement).toBe(false);
  });

  it('does not count silent announcements as unread', async () => {
    await create({ silence: true });
    expect((await me(bob)).hasUnreadAnnouncement).toBe(false);
    expect(await ok<unknown[]>('announcements', bob)).toHaveLength(1);
  });

  it('hides announcements for existing users from accounts made after them', async () => {
    await create({ forExistingUsers: true });
    const dave = await signup(app, 'dave', 'pw-secret');
    expect(await ok('announcements', dave)).toEqual([]);
    expect(await ok<unknown[]>('announcements', bob)).toHaveLength(1);
  });

  it('pushes announcementCreated and readAllAnnouncements, but nothing for silent ones', async () => {
    const broadcasts: BroadcastMessage[] = [];
    const bobMain: MainStreamMessage[] = [];
    const offBroadcast = app.instance.events.onBroadcast((m) => broadcasts.push(m));
    const offMain = app.instance.events.onMainStream(bob.id, (m) => bobMain.push(m));
    const { id } = await create();
    await create({ silence: true });
    const personal = await create({ userId: bob.id });
    expect(broadcasts.filter((m) => m.type === 'announcementCreated').map((m) => m.body)).toMatchObject([
      { announcement: { id } },
    ]);
    expect(bobMain.filter((m) => m.type === 'announcementCreated')).toMatchObject([
      { body: { announcement: { id: personal.id, forYou: true } } },
    ]);
    await ok('i/read-announcement', bob, { announcementId: id });
    expect(bobMain.some((m) => m.type === 'readAllAnnouncements')).toBe(false);
    await ok('i/read-announcement', bob, { announcementId: personal.id });
    expect(bobMain.filter((m) => m.type === 'readAllAnnouncements')).toHaveLength(1);
    offBroadcast();
    offMain();
  });

  it('gives staff the list with read counts, and deletes', async () => {
    const { id } = await create({ needConfirmationToRead: true });
    await ok('i/read-announcement', bob, { announcementId: id });
    const list = await ok<{ id: string; reads: number; needConfirmationToRead: boolean }[]>(
      'admin/announcements/list',
      admin,
    );
    expect(list.map((a) => [a.id, a.reads, a.needConfirmationToRead])).toEqual([[id, 1, true]]);
    await ok('admin/announcements/delete', admin, { id });
    expect(await ok('announcements', bob)).toEqual([]);
    const again = await call('admin/announcements/delete', admin, { id });
    expect(errorOf(again)).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'ecad8040-a276-4e85-bda9-015a708d291e',
    });
    const update = await call('admin/announcements/update', admin, { id, title: 'x' });
    expect(errorOf(update)).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc',
    });
  });

  it('refuses non-staff and bad input', async () => {
    const denied = await call('admin/announcements/create', bob, { title: 't', text: 'x', imageUrl: null });
    expect(errorOf(denied).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/announcements/list', bob)).code).toBe('ACCESS_DENIED');
    const { id } = await create();
    expect(errorOf(await call('admin/announcements/update', bob, { id, title: 'x' })).code).toBe(
      'ACCESS_DENIED',
    );
    expect(errorOf(await call('admin/announcements/delete', bob, { id })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('i/read-announcement', null, { announcementId: id })).code).toBe(
      'CREDENTIAL_REQUIRED',
    );

    const badIcon = await call('admin/announcements/create', admin, {
      title: 't',
      text: 'x',
      imageUrl: null,
      icon: 'x',
    });
    expect(errorOf(badIcon).code).toBe('INVALID_PARAM');
    const noTitle = await call('admin/announcements/create', admin, { text: 'x', imageUrl: null });
    expect(errorOf(noTitle).code).toBe('INVALID_PARAM');
    const noUser = await call('admin/announcements/create', admin, {
      title: 't',
      text: 'x',
      imageUrl: null,
      userId: 'nope',
    });
    expect(errorOf(noUser).code).toBe('INVALID_PARAM');
    // An empty id is no user either (it used to reach the database and answer 500).
    const emptyUser = await call('admin/announcements/create', admin, {
      title: 't',
      text: 'x',
      imageUrl: null,
      userId: '',
    });
    expect(errorOf(emptyUser).code).toBe('INVALID_PARAM');
  });
});
