import { act, cleanup, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount, useAccountContext } from '@/accounts';
import { fakeApi, makeMe, renderWithProviders } from '@/test/helpers';
import AchievementWatcher, { NOTE_POSTED_EVENT } from './AchievementWatcher';

// An account that has earned nothing the rules check at load (no notes, no follows, created
// today, no birthday), so no claim reads the account on its own.
const quiet = (overrides: Partial<Misskey.entities.MeDetailed> = {}) =>
  makeMe({
    notesCount: 0,
    followersCount: 0,
    followingCount: 0,
    loggedInDays: 0,
    createdAt: new Date().toISOString(),
    achievements: [],
    ...overrides,
  } as Partial<Misskey.entities.MeDetailed>);

/** Lets the test replace the account object, as the stream's meUpdated and every read of `i` do. */
let updateMe: (me: Misskey.entities.MeDetailed) => void = () => undefined;
function UpdateMeProbe() {
  updateMe = useAccountContext().updateMe;
  return null;
}

/** Gives pending answers and the renders they cause time to settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
});

describe('the achievement watcher', () => {
  it('reads the account once at load and once after a note is posted, not on every account update', async () => {
    // Each read answers a new object a moment later, as the server does: each one is an account
    // update (answering at once, a loop of reads would starve the test's clock instead of failing it).
    const api = fakeApi((endpoint) =>
      endpoint === 'i' ? new Promise((resolve) => setTimeout(() => resolve(quiet()), 1)) : {},
    );
    const reads = () => api.calls.filter((c) => c.endpoint === 'i').length;
    renderWithProviders(
      <AccountProvider
        initialAccount={toAccount(quiet(), 'token', 'https://example.test')}
        session={{ updateCurrent: vi.fn() } as unknown as AccountSession}
        createApi={() => api}
        instanceOrigin="https://example.test"
        connectStream={null}
      >
        <UpdateMeProbe />
        <AchievementWatcher />
      </AccountProvider>,
    );

    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    await settle();
    expect(reads()).toBe(1);

    for (const name of ['Alice', 'Alice B.', 'Alice C.']) {
      act(() => updateMe(quiet({ name })));
      await settle();
    }
    expect(reads()).toBe(1);

    act(() => {
      window.dispatchEvent(new Event(NOTE_POSTED_EVENT));
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(1));
    await settle();
    expect(reads()).toBe(2);
    act(() => updateMe(quiet({ name: 'Alice again' })));
    await settle();
    expect(reads()).toBe(2);
  });
});
