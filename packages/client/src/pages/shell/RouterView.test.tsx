import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { serverCapabilities } from '@/instance/capabilities';
import { createMemoryHistory, type RouteProps, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { CLIENT_VERSION } from '@/version';
import { EntryKeyProvider } from './entryKey';
import { lazyPage } from './lazyPage';
import type { AppRoute } from './pageRoute';
import { RouterView } from './RouterView';

let mounts = 0;

/** A page with something typed into it, to see whether it survives going away and back. */
function NotePage(_: { params: RouteProps }) {
  const [text, setText] = useState('');
  useState(() => {
    mounts++;
  });
  return (
    <div>
      <h1>Note</h1>
      <label>
        Draft
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </div>
  );
}

const page = (title: string) =>
  function TitlePage(_: { params: RouteProps }) {
    return <h1>{title}</h1>;
  };

function Broken(_: { params: RouteProps }): never {
  throw new Error('Broken while rendering');
}

/** A page whose chunk fails to arrive until `chunkAvailable` is set. */
function flakyChunk() {
  const state = { available: false, attempts: 0 };
  const Component = lazyPage(
    async () => {
      state.attempts++;
      if (!state.available) throw new TypeError('Failed to fetch dynamically imported module');
      return { FlakyPage: page('Flaky page') };
    },
    (module) => module.FlakyPage,
  );
  return { state, Component };
}

type MetaAnswer = 'same' | 'newer' | 'unreachable';

function renderRouterView(options: {
  routes: AppRoute[];
  at: string;
  meta?: MetaAnswer;
  pageCache?: number;
  origin?: string;
}) {
  const history = createMemoryHistory(options.at);
  const api = fakeApi((endpoint) => {
    if (endpoint !== 'meta') return {};
    if (options.meta === 'unreachable') throw new TypeError('Failed to fetch');
    return { version: options.meta === 'newer' ? '99.0.0' : CLIENT_VERSION };
  }, options.origin);
  const settings = createMemorySettingsStore(
    options.pageCache === undefined ? {} : { numberOfPageCache: options.pageCache },
  );
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={settings}>
        <RouterProvider routes={options.routes} history={history} loadPage={vi.fn()}>
          <AccountProvider
            initialAccount={null}
            session={{} as AccountSession}
            createApi={() => api}
            instanceOrigin="https://example.test"
            connectStream={null}
          >
            <ModalProvider controller={new ModalController(() => false)}>
              <EntryKeyProvider history={history}>
                <RouterView />
              </EntryKeyProvider>
            </ModalProvider>
          </AccountProvider>
        </RouterProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { history, api };
}

describe("RouterView: pages of features the account's server lacks", () => {
  it('says the server does not offer the page instead of showing it, and shows pages it does offer', async () => {
    // An origin of its own: the store outlives this test, and others use example.test.
    serverCapabilities.noteMissing('https://no-antennas.example', 'antennas/list');
    const { history } = renderRouterView({
      routes: [
        { path: '/my/antennas', component: page('Antennas') },
        { path: '/my/clips', component: page('Clips') },
      ],
      at: '/my/antennas',
      origin: 'https://no-antennas.example',
    });
    expect(await screen.findByRole('heading', { name: 'Not available on this server' })).toBeTruthy();
    expect(screen.getByText('Your server, no-antennas.example, does not offer this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Antennas' })).toBeNull();
    act(() => history.push('/my/clips'));
    expect(await screen.findByRole('heading', { name: 'Clips' })).toBeTruthy();
  });
});

describe('RouterView: pages that fail', () => {
  it('shows the error screen with a generic text when the versions match, and Retry loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = flakyChunk();
    renderRouterView({
      routes: [{ path: '/flaky', component: flaky.Component }],
      at: '/flaky',
      meta: 'same',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page failed to load' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Trying again often helps/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Troubleshooting' })).toHaveAttribute(
      'href',
      '/troubleshooting.html',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    flaky.state.available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Flaky page' })).toBeInTheDocument();
    expect(flaky.state.attempts).toBe(2);
  });

  it('says the server cannot be reached when meta does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = flakyChunk();
    renderRouterView({
      routes: [{ path: '/flaky', component: flaky.Component }],
      at: '/flaky',
      meta: 'unreachable',
    });
    expect(await screen.findByText(/server cannot be reached/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers a reload when the server runs another version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = flakyChunk();
    renderRouterView({
      routes: [{ path: '/flaky', component: flaky.Component }],
      at: '/flaky',
      meta: 'newer',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A new version of Shiori is available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Troubleshooting' })).toBeInTheDocument();
  });

  it('shows the error screen for a page that throws while rendering, and clears it on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = renderRouterView({
      routes: [
        { path: '/broken', component: Broken },
        { path: '/fine', component: page('Fine page') },
      ],
      at: '/broken',
    });
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    act(() => history.push('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page failed to load' })).toBeNull();
  });

  it('shows a quiet loading state while a page loads', async () => {
    let arrive!: (module: { SlowPage: ReturnType<typeof page> }) => void;
    const Slow = lazyPage(
      () => new Promise<{ SlowPage: ReturnType<typeof page> }>((resolve) => (arrive = resolve)),
      (module) => module.SlowPage,
    );
    renderRouterView({ routes: [{ path: '/slow', component: Slow }], at: '/slow' });
    expect(await screen.findByText('Loading the page…')).toBeInTheDocument();
    await act(async () => arrive({ SlowPage: page('Slow page') }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });
});

const cacheRoutes: AppRoute[] = [
  { path: '/note', component: NotePage },
  { path: '/second', component: page('Second') },
  { path: '/third', component: page('Third') },
];

describe('RouterView: page cache', () => {
  it('keeps a visited page mounted, so Back shows what was typed without loading it again', async () => {
    mounts = 0;
    const user = userEvent.setup();
    const { history } = renderRouterView({ routes: cacheRoutes, at: '/note' });
    await user.type(await screen.findByLabelText('Draft'), 'half a thought');

    act(() => history.push('/second'));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    // The kept page is hidden: out of sight and out of the accessibility tree.
    expect(screen.queryByRole('textbox', { name: 'Draft' })).toBeNull();

    act(() => history.back());
    expect(await screen.findByLabelText('Draft')).toHaveValue('half a thought');
    expect(mounts).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Second' })).toBeNull();
  });

  it('forgets the oldest page first when the cache is full', async () => {
    mounts = 0;
    const user = userEvent.setup();
    const { history } = renderRouterView({ routes: cacheRoutes, at: '/note', pageCache: 1 });
    await user.type(await screen.findByLabelText('Draft'), 'lost soon');
    act(() => history.push('/second'));
    await screen.findByRole('heading', { name: 'Second' });
    act(() => history.push('/third'));
    await screen.findByRole('heading', { name: 'Third' });
    // Third on screen, Second kept (limit 1), Note evicted.
    expect(document.querySelectorAll('h1')).toHaveLength(2);

    act(() => history.back());
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    act(() => history.back());
    expect(await screen.findByLabelText('Draft')).toHaveValue('');
    expect(mounts).toBe(2);
  });

  it('keeps nothing when the cache is turned off', async () => {
    mounts = 0;
    const user = userEvent.setup();
    const { history } = renderRouterView({ routes: cacheRoutes, at: '/note', pageCache: 0 });
    await user.type(await screen.findByLabelText('Draft'), 'gone');
    act(() => history.push('/second'));
    await screen.findByRole('heading', { name: 'Second' });
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    act(() => history.back());
    expect(await screen.findByLabelText('Draft')).toHaveValue('');
    expect(mounts).toBe(2);
  });
});
