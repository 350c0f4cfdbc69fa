import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NoteStoreProvider } from '@/features/notes';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SETTING_DEFAULTS, type SettingsStore } from '@/settings';
import { apiError, fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { HomeTimeline } from './HomeTimeline';

type Handler = (endpoint: string, params: Record<string, unknown>) => unknown;

function renderHome(store: SettingsStore, handler: Handler) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint.endsWith('timeline') || endpoint === 'antennas/notes') return [];
    return handler(endpoint, params);
  });
  render(
    <SignedInShell
      store={store}
      api={api}
      me={{ policies: { ltlAvailable: true, gtlAvailable: true } as never }}
    >
      <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
        <NoteStoreProvider>
          <HomeTimeline />
        </NoteStoreProvider>
      </RouterProvider>
    </SignedInShell>,
  );
  return api;
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('HomeTimeline with a list, antenna or channel', () => {
  it('shows an antenna chosen from the More timelines menu in place, as a selected tab, and remembers it', async () => {
    const store = createMemorySettingsStore();
    const api = renderHome(store, (endpoint) => {
      if (endpoint === 'users/lists/list') return [];
      if (endpoint === 'antennas/list') return [{ id: 'a1', name: 'Cats' }];
      if (endpoint.startsWith('channels/')) return [];
      if (endpoint === 'antennas/show') return { id: 'a1', name: 'Cats' };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'More timelines' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Antennas' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cats' }));

    await waitFor(() => expect(selectedTab()?.textContent).toBe('Cats'));
    expect(store.get('tl')).toMatchObject({ src: 'antenna', antenna: 'a1', name: 'Cats' });
    await waitFor(() =>
      expect(api.calls).toContainEqual(expect.objectContaining({ endpoint: 'antennas/notes' })),
    );
    expect(api.calls.find((call) => call.endpoint === 'antennas/notes')?.params).toMatchObject({
      antennaId: 'a1',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Home' }));
    expect(store.get('tl')).toMatchObject({ src: 'home', antenna: null });
    expect(screen.queryByRole('tab', { name: 'Cats' })).toBeNull();
  });

  it('falls back to home with a notice when the saved channel no longer exists', async () => {
    const store = createMemorySettingsStore();
    store.set('tl', { ...SETTING_DEFAULTS.tl, src: 'channel', channel: 'c1', name: 'Tea' });
    renderHome(store, (endpoint) => {
      if (endpoint === 'channels/show')
        throw apiError('NO_SUCH_CHANNEL', '6f6c314b-7486-4897-8966-c04a66a02923');
      return undefined;
    });
    expect(selectedTab()?.textContent).toBe('Tea');
    expect(await screen.findByText('That channel no longer exists, so Home is shown instead.')).toBeTruthy();
    expect(selectedTab()?.textContent).toBe('Home');
    expect(store.get('tl')).toMatchObject({ src: 'home', channel: null, name: null });
  });

  it('unpins a pinned list that no longer exists, and keeps a renamed one under its new name', async () => {
    const store = createMemorySettingsStore();
    store.set('pinnedUserLists', [
      { id: 'l1', name: 'Friends' },
      { id: 'l2', name: 'Work' },
    ]);
    store.set('tl', { ...SETTING_DEFAULTS.tl, src: 'list', userList: 'l1', name: 'Friends' });
    renderHome(store, (endpoint, params) => {
      if (endpoint === 'users/lists/show' && params.listId === 'l1')
        throw apiError('NO_SUCH_LIST', '7bc05c21-1d7a-41ae-88f1-66820f4dc686');
      if (endpoint === 'users/lists/show') return { id: params.listId, name: 'Office' };
      return undefined;
    });
    await screen.findByText('That list no longer exists, so Home is shown instead.');
    expect(store.get('pinnedUserLists')).toEqual([{ id: 'l2', name: 'Work' }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Work' }));
    await waitFor(() =>
      expect(store.get('tl')).toMatchObject({ src: 'list', userList: 'l2', name: 'Office' }),
    );
    expect(store.get('pinnedUserLists')).toEqual([{ id: 'l2', name: 'Office' }]);
    expect(screen.queryByText('That list no longer exists, so Home is shown instead.')).toBeNull();
    const tabs = within(screen.getByRole('tablist'));
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: 'Office' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});

describe('HomeTimeline swipes', () => {
  // A touch screen: elsewhere the gesture code is not even loaded.
  beforeEach(() => Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true }));
  afterEach(() => Object.defineProperty(navigator, 'maxTouchPoints', { value: 0, configurable: true }));

  const swipe = (panel: Element, fromX: number, toX: number) => {
    fireEvent.touchStart(panel, { touches: [{ clientX: fromX, clientY: 300 }] });
    fireEvent.touchEnd(panel, { touches: [], changedTouches: [{ clientX: toX, clientY: 305 }] });
  };

  it('moves to the next and previous tab with a sideways swipe on the timeline', async () => {
    const store = createMemorySettingsStore();
    store.set('tl', { ...SETTING_DEFAULTS.tl, src: 'local' });
    renderHome(store, () => []);
    const panel = screen.getByRole('tabpanel');
    // The gesture code is a lazy chunk: let it arrive and attach.
    await act(async () => {
      await import('./horizontalSwipe');
    });
    swipe(panel, 300, 120);
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Social'));
    expect(store.get('tl').src).toBe('social');
    swipe(panel, 100, 300);
    swipe(screen.getByRole('tabpanel'), 100, 300);
    await waitFor(() => expect(store.get('tl').src).toBe('home'));
  });

  it('stays put when enableHorizontalSwipe is off', async () => {
    const store = createMemorySettingsStore({ enableHorizontalSwipe: false });
    store.set('tl', { ...SETTING_DEFAULTS.tl, src: 'local' });
    renderHome(store, () => []);
    await act(async () => {
      await import('./horizontalSwipe');
    });
    swipe(screen.getByRole('tabpanel'), 300, 120);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get('tl').src).toBe('local');
  });
});
