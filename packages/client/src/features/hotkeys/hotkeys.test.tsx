import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { serverCapabilities } from '@/instance/capabilities';
import { createMemoryHistory, type RouteDef, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { GlobalHotkeys } from './GlobalHotkeys';
import { type HotkeyAvailability, hotkeyActionOf } from './globalHotkeys';

const everything: HotkeyAvailability = { signedIn: true, searchPage: true };

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('hotkeyActionOf', () => {
  it("maps Misskey's keys to their actions", () => {
    expect(hotkeyActionOf(press('n'), everything, false)).toBe('compose');
    expect(hotkeyActionOf(press('p'), everything, false)).toBe('compose');
    expect(hotkeyActionOf(press('s'), everything, false)).toBe('search');
    expect(hotkeyActionOf(press('d'), everything, false)).toBe('toggleDarkMode');
    expect(hotkeyActionOf(press('?', { shiftKey: true }), everything, false)).toBe('help');
    expect(hotkeyActionOf(press('h'), everything, false)).toBe('help');
    expect(hotkeyActionOf(press('x'), everything, false)).toBeNull();
  });

  it('offers writing only when signed in, and searching only with a search page', () => {
    const visitor = { signedIn: false, searchPage: false };
    expect(hotkeyActionOf(press('n'), visitor, false)).toBeNull();
    expect(hotkeyActionOf(press('s'), visitor, false)).toBeNull();
    expect(hotkeyActionOf(press('?', { shiftKey: true }), visitor, false)).toBe('help');
  });

  it('leaves keys alone while typing, with a modifier, held down, or with a dialog open', () => {
    const field = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(field, area, editable);
    for (const target of [field, area, editable])
      expect(hotkeyActionOf(press('n', {}, target), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('n', { ctrlKey: true }), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('n', { metaKey: true }), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('N', { shiftKey: true }), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('n', { repeat: true }), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('n', { isComposing: true }), everything, false)).toBeNull();
    expect(hotkeyActionOf(press('n'), everything, true)).toBeNull();
    field.remove();
    area.remove();
    editable.remove();
  });
});

function renderHotkeys(routes: RouteDef[] = [], origin = 'https://example.test') {
  const settings = createMemorySettingsStore({ darkMode: false, syncDeviceDarkMode: false });
  const history = createMemoryHistory('/');
  const modals = new ModalController(() => false);
  const account = toAccount(makeMe(), 'token', 'https://example.test');
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={settings}>
        <RouterProvider routes={routes} history={history} loadPage={vi.fn()}>
          <AccountProvider
            initialAccount={account}
            session={{} as AccountSession}
            createApi={() => fakeApi(() => ({}), origin)}
            instanceOrigin="https://example.test"
            connectStream={null}
          >
            <ModalProvider controller={modals}>
              <GlobalHotkeys routes={routes} />
            </ModalProvider>
          </AccountProvider>
        </RouterProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { settings, history, modals };
}

describe('GlobalHotkeys', () => {
  it('opens the list of shortcuts with ?, and keys do nothing while it is open', async () => {
    const { settings } = renderHotkeys();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    // No search page in this route table, so `s` is not offered.
    expect(rows.map((row) => row.textContent)).toEqual([
      'N or PNew note',
      'DTurn dark mode on or off',
      '? or HShow these shortcuts',
    ]);
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(settings.get('darkMode')).toBe(false);
    await act(async () => within(dialog).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches dark mode with d, and goes to the search page with s when there is one', () => {
    const routes: RouteDef[] = [{ path: '/' }, { path: '/search', component: 'search' }];
    const { settings, history } = renderHotkeys(routes);
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(settings.get('darkMode')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(settings.get('darkMode')).toBe(false);
    fireEvent.keyDown(document.body, { key: 's' });
    expect(history.current()).toBe('/search');
  });

  it('does not search on a server without search (issue 20): s does nothing', () => {
    // An origin of its own: what the capabilities store learns outlives the test.
    serverCapabilities.noteMissing('https://no-search.example', 'notes/search');
    const routes: RouteDef[] = [{ path: '/' }, { path: '/search', component: 'search' }];
    const { history } = renderHotkeys(routes, 'https://no-search.example');
    fireEvent.keyDown(document.body, { key: 's' });
    expect(history.current()).toBe('/');
  });

  it('leaves the keys to an open menu', () => {
    const { settings } = renderHotkeys();
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    document.body.append(menu);
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(settings.get('darkMode')).toBe(false);
    menu.remove();
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(settings.get('darkMode')).toBe(true);
  });
});
