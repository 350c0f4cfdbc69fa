import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

type Entry = { id: string; birthday: string; user: { username: string } };

async function person(username: string, birthday: string | null): Promise<TestAccount> {
  const account = await signup(app, username, `${username}-password`);
  if (birthday) await okAs(app, 'i/update', account, { birthday });
  return account;
}

const byBirthday = (who: TestAccount, birthday: unknown, extra: Record<string, unknown> = {}) =>
  okAs<Entry[]>(app, 'users/get-following-users-by-birthday', who, { birthday, ...extra });

describe('users/get-following-users-by-birthday', () => {
  it('lists the people one follows born on a day, whatever the year, with the following id', async () => {
    const me = await person('viewer', null);
    const ann = await person('ann', '1990-03-14');
    const ben = await person('ben', '2001-03-14');
    await person('cat', '1985-03-14'); // not followed
    const dan = await person('dan', '1990-03-15');
    for (const who of [ann, ben, dan]) await okAs(app, 'following/create', me, { userId: who.id });
    const found = await byBirthday(me, { month: 3, day: 14 });
    expect(found.map((entry) => [entry.user.username, entry.birthday]).sort()).toEqual([
      ['ann', '1990-03-14'],
      ['ben', '2001-03-14'],
    ]);
    const following = await okAs<{ id: string; followeeId: string }[]>(app, 'users/following', me, {
      userId: me.id,
    });
    const annFollow = following.find((entry) => entry.followeeId === ann.id);
    expect(found.find((entry) => entry.user.username === 'ann')?.id).toBe(annFollow?.id);
  });

  it('takes a span of days in calendar order, also across the new year, with limit and offset', async () => {
    const me = await person('viewer', null);
    const people = [
      await person('dec30', '1990-12-30'),
      await person('jan02', '1990-01-02'),
      await person('jan10', '1990-01-10'),
      await person('jun01', '1990-06-01'),
    ];
    for (const who of people) await okAs(app, 'following/create', me, { userId: who.id });
    const span = { begin: { month: 12, day: 25 }, end: { month: 1, day: 5 } };
    expect((await byBirthday(me, span)).map((entry) => entry.user.username)).toEqual(['dec30', 'jan02']);
    const spring = { begin: { month: 1, day: 1 }, end: { month: 6, day: 30 } };
    expect((await byBirthday(me, spring)).map((entry) => entry.user.username)).toEqual([
      'jan02',
      'jan10',
      'jun01',
    ]);
    expect(
      (await byBirthday(me, spring, { limit: 1, offset: 1 })).map((entry) => entry.user.username),
    ).toEqual(['jan10']);
  });

  it('needs a signed-in caller and a day', async () => {
    const me = await person('viewer', null);
    expect(
      (await callAs(app, 'users/get-following-users-by-birthday', null, { birthday: { month: 1, day: 1 } }))
        .statusCode,
    ).toBe(401);
    const res = await callAs(app, 'users/get-following-users-by-birthday', me, {
      birthday: { month: 13, day: 1 },
    });
    expect(errorOf(res).code).toBe('INVALID_PARAM');
  });
});
