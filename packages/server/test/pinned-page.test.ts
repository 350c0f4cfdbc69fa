import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

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

const newPage = (who: TestAccount, name: string) =>
  okAs<entities.Page>(app, 'pages/create', who, {
    title: `Page ${name}`,
    name,
    content: [{ id: 'b1', type: 'text', text: 'Words' }],
    variables: [],
    script: '',
  });

const profileOf = (userId: string, viewer: TestAccount | null) =>
  okAs<entities.UserDetailed>(app, 'users/show', viewer, { userId });

describe('a pinned page (i/update pinnedPageId)', () => {
  it('pins one of your own pages to your profile, for everyone to see, and unpins it', async () => {
    const page = await newPage(alice, 'about-me');
    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, { pinnedPageId: page.id });
    expect(me.pinnedPageId).toBe(page.id);
    expect(me.pinnedPage?.name).toBe('about-me');

    const seenByBob = await profileOf(alice.id, bob);
    expect(seenByBob.pinnedPageId).toBe(page.id);
    expect(seenByBob.pinnedPage).toMatchObject({ id: page.id, title: 'Page about-me', isLiked: false });
    expect((await profileOf(alice.id, null)).pinnedPage?.id).toBe(page.id);

    const unpinned = await okAs<entities.MeDetailed>(app, 'i/update', alice, { pinnedPageId: null });
    expect(unpinned).toMatchObject({ pinnedPageId: null, pinnedPage: null });
  });

  it("refuses someone else's page or an unknown one with NO_SUCH_PAGE, changing nothing", async () => {
    const mine = await newPage(alice, 'mine');
    await okAs(app, 'i/update', alice, { pinnedPageId: mine.id });
    const bobs = await newPage(bob, 'bobs');
    for (const pinnedPageId of [bobs.id, 'nonexistent0']) {
      const answer = await callAs(app, 'i/update', alice, { pinnedPageId, name: 'Changed' });
      expect(errorOf(answer)).toMatchObject({
        code: 'NO_SUCH_PAGE',
        id: '8e01b590-7eb9-431b-a239-860e086c408e',
      });
    }
    const profile = await profileOf(alice.id, alice);
    expect(profile).toMatchObject({ pinnedPageId: mine.id, name: null });
  });

  it('a deleted page is no longer pinned', async () => {
    const page = await newPage(alice, 'short-lived');
    await okAs(app, 'i/update', alice, { pinnedPageId: page.id });
    await okAs(app, 'pages/delete', alice, { pageId: page.id });
    expect(await profileOf(alice.id, bob)).toMatchObject({ pinnedPageId: null, pinnedPage: null });
  });
});
