import type { FastifyInstance } from 'fastify';
import type { Endpoints, entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpChart } from '../src/services/charts/counters.js';
import { chartPeriods } from '../src/services/charts/series.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

/** stats, charts, federation/show-instance, the public roles/* and the ads (issue 19). */

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

const call = (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  callAs(app, endpoint, who, body);
const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

describe('stats', () => {
  it('counts local notes, users and drive usage, for visitors too', async () => {
    await post(app, bob, { text: 'one' });
    await post(app, admin, { text: 'two' });
    const stats = await ok<Endpoints['stats']['res']>('stats', null);
    expect(stats).toEqual({
      notesCount: 2,
      originalNotesCount: 2,
      usersCount: 3,
      originalUsersCount: 3,
      instances: 0,
      driveUsageLocal: 0,
      driveUsageRemote: 0,
    });
  });
});

describe('charts/notes and charts/users', () => {
  it('cuts whole UTC hours, newest first, the first holding the cursor', () => {
    const periods = chartPeriods('hour', 3, new Date('2026-03-04T10:20:00Z'));
    expect(periods.map((p) => new Date(p.start).toISOString())).toEqual([
      '2026-03-04T10:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
      '2026-03-04T08:00:00.000Z',
    ]);
  });

  it('counts notes by kind in the current period, with running totals', async () => {
    const first = await post(app, bob, { text: 'hello' });
    await post(app, bob, { text: 'a reply', replyId: first.id });
    await post(app, admin, { renoteId: first.id });
    const chart = await ok<Endpoints['charts/notes']['res']>('charts/notes', null, { span: 'day', limit: 3 });
    expect(chart.local.inc).toEqual([3, 0, 0]);
    expect(chart.local.total).toEqual([3, 0, 0]);
    expect(chart.local.dec).toEqual([0, 0, 0]);
    expect(chart.local.diffs).toEqual({
      normal: [1, 0, 0],
      reply: [1, 0, 0],
      renote: [1, 0, 0],
      withFile: [0, 0, 0],
    });
    expect(chart.remote.total).toEqual([0, 0, 0]);
  });

  it('places older rows in their own period and keeps earlier totals', async () => {
    // As if bob had signed up two hours ago: the counters hold the hour of each sign-up.
    bumpChart(app.instance.db, 'users', '', { inc: -1 });
    bumpChart(app.instance.db, 'users', '', { inc: 1 }, Date.now() - 2 * 3_600_000);
    const chart = await ok<Endpoints['charts/users']['res']>('charts/users', null, {
      span: 'hour',
      limit: 4,
    });
    expect(chart.local.inc).toEqual([2, 0, 1, 0]);
    expect(chart.local.total).toEqual([3, 1, 1, 0]);
    // A cursor two hours back ends the chart there.
    const back = await ok<Endpoints['charts/users']['res']>('charts/users', null, {
      span: 'hour',
      limit: 2,
      offset: Date.now() - 2 * 3_600_000,
    });
    expect(back.local.total).toEqual([1, 0]);
  });

  it('refuses an unknown span and a limit out of range', async () => {
    expect(errorOf(await call('charts/notes', null, { span: 'week' })).code).toBe('INVALID_PARAM');
    expect(errorOf(await call('charts/users', null, { span: 'day', limit: 501 })).code).toBe('INVALID_PARAM');
    expect(errorOf(await call('charts/users', null, {})).code).toBe('INVALID_PARAM');
  });
});

describe('federation/show-instance', () => {
  it('knows no instance, its own host included: 204, as Misskey answers an unknown host', async () => {
    for (const host of ['misskey.example', new URL(app.instance.config.url).host]) {
      const res = await call('federation/show-instance', null, { host });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect(errorOf(await call('federation/show-instance', null, {})).code).toBe('INVALID_PARAM');
  });
});

describe('roles/show, roles/users, roles/notes, roles/list', () => {
  async function role(fields: Record<string, unknown>) {
    const created = await ok<entities.Role>('admin/roles/create', admin, { name: 'Gardeners', ...fields });
    await ok('admin/roles/assign', admin, { roleId: created.id, userId: bob.id });
    return created;
  }

  it('shows a public, explorable role with its members and their public notes', async () => {
    const gardeners = await role({ isPublic: true, isExplorable: true, description: 'Grow things' });
    expect(gardeners.isExplorable).toBe(true);
    const shown = await ok<entities.Role>('roles/show', null, { roleId: gardeners.id });
    expect(shown).toMatchObject({
      name: 'Gardeners',
      description: 'Grow things',
      usersCount: 1,
      isPublic: true,
    });
    const members = await ok<{ id: string; user: entities.UserDetailed }[]>('roles/users', null, {
      roleId: gardeners.id,
    });
    expect(members.map((m) => [m.id, m.user.username])).toEqual([[bob.id, 'bob']]);

    const open = await post(app, bob, { text: 'tomatoes' });
    await post(app, bob, { text: 'just for followers', visibility: 'followers' });
    await post(app, admin, { text: 'not a member' });
    const notes = await ok<entities.Note[]>('roles/notes', admin, { roleId: gardeners.id });
    expect(notes.map((n) => n.id)).toEqual([open.id]);
    expect((await ok<entities.Role[]>('roles/list', bob)).map((r) => r.id)).toEqual([gardeners.id]);
  });

  it('hides private roles from every public endpoint, with Misskey ids', async () => {
    const hidden = await role({ isPublic: false, isExplorable: true });
    const show = await call('roles/show', bob, { roleId: hidden.id });
    expect(show.statusCode).toBe(400);
    expect(errorOf(show)).toMatchObject({ code: 'NO_SUCH_ROLE', id: 'de5502bf-009a-4639-86c1-fec349e46dcb' });
    expect(errorOf(await call('roles/users', bob, { roleId: hidden.id })).id).toBe(
      '30aaaee3-4792-48dc-ab0d-cf501a575ac5',
    );
    expect(errorOf(await call('roles/notes', bob, { roleId: hidden.id })).id).toBe(
      'eb70323a-df61-4dd4-ad90-89c83c7cf26e',
    );
    expect(await ok('roles/list', bob)).toEqual([]);
    expect(errorOf(await call('roles/show', null, { roleId: 'nope' })).code).toBe('NO_SUCH_ROLE');
  });

  it('shows a public role that is not explorable, without its members or notes', async () => {
    const quiet = await role({ isPublic: true, isExplorable: false });
    await post(app, bob, { text: 'hi' });
    expect((await ok<entities.Role>('roles/show', null, { roleId: quiet.id })).isExplorable).toBe(false);
    expect(errorOf(await call('roles/users', null, { roleId: quiet.id })).code).toBe('NO_SUCH_ROLE');
    expect(await ok('roles/notes', bob, { roleId: quiet.id })).toEqual([]);
  });

  it('needs a sign-in for roles/notes and roles/list, and a roleId', async () => {
    const gardeners = await role({ isPublic: true, isExplorable: true });
    expect(errorOf(await call('roles/notes', null, { roleId: gardeners.id })).code).toBe(
      'CREDENTIAL_REQUIRED',
    );
    expect(errorOf(await call('roles/list', null)).code).toBe('CREDENTIAL_REQUIRED');
    expect(errorOf(await call('roles/users', null, {})).code).toBe('INVALID_PARAM');
  });

  it('can make a role explorable later (admin/roles/update)', async () => {
    const later = await role({ isPublic: true });
    await ok('admin/roles/update', admin, { roleId: later.id, isExplorable: true });
    expect(await ok<unknown[]>('roles/users', null, { roleId: later.id })).toHaveLength(1);
  });
});

describe('admin/ad/*', () => {
  const DAY = 86_400_000;
  const adParams = (fields: Record<string, unknown> = {}) => ({
    url: 'https://shop.example/tea',
    imageUrl: 'https://shop.example/tea.png',
    memo: 'tea shop',
    place: 'horizontal',
    priority: 'middle',
    ratio: 1,
    startsAt: Date.now() - DAY,
    expiresAt: Date.now() + DAY,
    dayOfWeek: 0,
    ...fields,
  });

  it('creates, lists, updates and deletes an ad, and meta lists the running ones', async () => {
    const ad = await ok<entities.Ad>('admin/ad/create', mod, adParams());
    expect(ad).toMatchObject({
      url: 'https://shop.example/tea',
      place: 'horizontal',
      ratio: 1,
      isSensitive: false,
    });
    await ok('admin/ad/create', admin, adParams({ memo: 'later', startsAt: Date.now() + DAY }));
    const all = await ok<entities.Ad[]>('admin/ad/list', admin);
    expect(all.map((a) => a.memo)).toEqual(['later', 'tea shop']);
    const running = await ok<entities.Ad[]>('admin/ad/list', admin, { publishing: true });
    expect(running.map((a) => a.id)).toEqual([ad.id]);
    const waiting = await ok<entities.Ad[]>('admin/ad/list', admin, { publishing: false });
    expect(waiting.map((a) => a.memo)).toEqual(['later']);

    const meta = await ok<entities.MetaDetailed>('meta', null);
    expect(meta.ads).toEqual([
      {
        id: ad.id,
        url: 'https://shop.example/tea',
        place: 'horizontal',
        ratio: 1,
        imageUrl: 'https://shop.example/tea.png',
        dayOfWeek: 0,
        isSensitive: false,
      },
    ]);

    const update = await call('admin/ad/update', mod, { id: ad.id, memo: 'green tea', ratio: 3 });
    expect(update.statusCode).toBe(204);
    expect((await ok<entities.Ad[]>('admin/ad/list', admin, { publishing: true }))[0]).toMatchObject({
      memo: 'green tea',
      ratio: 3,
      url: 'https://shop.example/tea',
    });

    expect((await call('admin/ad/delete', mod, { id: ad.id })).statusCode).toBe(204);
    expect((await ok<entities.MetaDetailed>('meta', null)).ads).toEqual([]);
  });

  it('lists in meta only the ads of today’s weekday', async () => {
    const today = 1 << new Date().getUTCDay();
    const otherDay = today === 1 ? 2 : 1;
    const shown = await ok<entities.Ad>('admin/ad/create', admin, adParams({ dayOfWeek: today }));
    await ok('admin/ad/create', admin, adParams({ dayOfWeek: otherDay }));
    expect((await ok<entities.MetaDetailed>('meta', null)).ads.map((a) => a.id)).toEqual([shown.id]);
  });

  it('is for moderators and admins only', async () => {
    const res = await call('admin/ad/create', bob, adParams());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/ad/list', bob)).code).toBe('ACCESS_DENIED');
    expect(await ok('admin/ad/list', admin)).toEqual([]);
    expect(errorOf(await call('admin/ad/list', null)).code).toBe('CREDENTIAL_REQUIRED');
  });

  it('refuses missing fields and unknown ads with Misskey’s ids', async () => {
    expect(errorOf(await call('admin/ad/create', admin, adParams({ url: '' }))).code).toBe('INVALID_PARAM');
    const { memo: _memo, ...withoutMemo } = adParams();
    expect(errorOf(await call('admin/ad/create', admin, withoutMemo)).code).toBe('INVALID_PARAM');
    expect(errorOf(await call('admin/ad/update', admin, { id: 'nope', memo: 'x' }))).toMatchObject({
      code: 'NO_SUCH_AD',
      id: 'b7aa1727-1354-47bc-a182-3a9c3973d300',
    });
    expect(errorOf(await call('admin/ad/delete', admin, { id: 'nope' }))).toMatchObject({
      code: 'NO_SUCH_AD',
      id: 'ccac9863-3a03-416e-b899-8a64041118b1',
    });
  });
});

describe('admin/update-meta: what the about pages show', () => {
  it('stores the description, rules, administrator and links, and meta answers them', async () => {
    const before = await ok<entities.MetaDetailed>('meta', null);
    expect([before.description, before.maintainerName, before.serverRules, before.inquiryUrl]).toEqual([
      null,
      null,
      [],
      null,
    ]);
    await ok('admin/update-meta', admin, {
      description: 'A quiet place for gardeners.',
      maintainerName: 'Alice',
      maintainerEmail: 'alice@garden.example',
      serverRules: ['Be kind', 'No spam'],
      inquiryUrl: 'https://garden.example/contact',
      // Fields this instance does not keep are dropped, as Misskey's admin page sends many.
      enableEmail: true,
    });
    const after = await ok<entities.MetaDetailed>('meta', null);
    expect(after).toMatchObject({
      description: 'A quiet place for gardeners.',
      maintainerName: 'Alice',
      maintainerEmail: 'alice@garden.example',
      serverRules: ['Be kind', 'No spam'],
      inquiryUrl: 'https://garden.example/contact',
      enableEmail: false,
      iconUrl: null,
    });

    // Only the fields sent change; an empty string clears one.
    await ok('admin/update-meta', admin, { maintainerName: '', serverRules: [] });
    const cleared = await ok<entities.MetaDetailed>('meta', null);
    expect([cleared.maintainerName, cleared.serverRules, cleared.description]).toEqual([
      null,
      [],
      'A quiet place for gardeners.',
    ]);
  });

  it('is for admins only and checks types', async () => {
    expect(errorOf(await call('admin/update-meta', mod, { description: 'x' })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/update-meta', bob, { description: 'x' })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/update-meta', admin, { serverRules: 'Be kind' })).code).toBe(
      'INVALID_PARAM',
    );
    expect((await ok<entities.MetaDetailed>('meta', null)).description).toBeNull();
  });
});
