import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { ACHIEVEMENT_EVENT } from '@/windows';
import { ClickerGame } from './ClickerGame';
import { newClickerSave } from './saveData';

describe('ClickerGame', () => {
  it('counts the same cookies in the widget and on the page, and writes one save for both', async () => {
    const saved = { ...newClickerSave(), cookies: 5, totalCookies: 5, totalHandmadeCookies: 5, clicked: 5 };
    const api = fakeApi((endpoint) => (endpoint === 'i/registry/get' ? saved : undefined));
    const view = render(
      <SignedInShell store={createMemorySettingsStore({})} api={api}>
        <ClickerGame />
        <ClickerGame large />
      </SignedInShell>,
    );
    const bakes = await screen.findAllByRole('button', { name: 'Bake a cookie' });
    expect(bakes).toHaveLength(2);
    fireEvent.click(bakes[1] as HTMLElement);
    fireEvent.click(bakes[0] as HTMLElement);
    await waitFor(() =>
      expect([...view.container.querySelectorAll('output')].map((count) => count.textContent)).toEqual([
        '7',
        '7',
      ]),
    );
    expect(screen.getByText('Clicks in total: 7')).toBeTruthy();
    // One registry read for both, and on leaving a single write of the shared count.
    expect(api.calls.filter((call) => call.endpoint === 'i/registry/get')).toHaveLength(1);
    act(() => view.unmount());
    const writes = api.calls.filter((call) => call.endpoint === 'i/registry/set');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.params).toMatchObject({
      scope: ['clickerGame'],
      key: 'saveData',
      value: { cookies: 7, clicked: 7 },
    });
  });

  it('asks for the cookieClicked achievement when the first cookie is baked, and only then', async () => {
    const heard = vi.fn();
    const listener = (event: Event) => heard((event as CustomEvent<{ name: string }>).detail.name);
    window.addEventListener(ACHIEVEMENT_EVENT, listener);
    try {
      const api = fakeApi((endpoint) => {
        if (endpoint === 'i/registry/get') throw Object.assign(new Error('no key'), { code: 'NO_SUCH_KEY' });
        return undefined;
      });
      const view = render(
        <SignedInShell store={createMemorySettingsStore({})} api={api}>
          <ClickerGame large />
        </SignedInShell>,
      );
      const bake = await screen.findByRole('button', { name: 'Bake a cookie' });
      fireEvent.click(bake);
      fireEvent.click(bake);
      expect(heard.mock.calls).toEqual([['cookieClicked']]);
      act(() => view.unmount());
    } finally {
      window.removeEventListener(ACHIEVEMENT_EVENT, listener);
    }
  });
});
