import { act, render } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import type { AccountApi } from '@/api';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { type DialogControls, ModalController, ModalProvider } from '@/ui';

/** An AccountApi whose calls are answered by `handler` (reject with an object for API errors). */
export function fakeApi(
  handler: (endpoint: string, params: Record<string, unknown>) => unknown,
  origin = 'https://example.test',
  token: string | null = null,
): AccountApi & { calls: Array<{ endpoint: string; params: Record<string, unknown> }> } {
  const calls: Array<{ endpoint: string; params: Record<string, unknown> }> = [];
  return {
    origin,
    token,
    calls,
    call: (async (endpoint: string, params: Record<string, unknown>) => {
      calls.push({ endpoint, params });
      const answer = await handler(endpoint, params);
      // A server always answers `emojis` with a list. Handlers that have nothing to say about
      // custom emoji get an empty one, rather than the custom emoji store warning about a
      // malformed answer in every test that renders the app's providers.
      if (endpoint === 'emojis' && !Array.isArray((answer as { emojis?: unknown } | null)?.emojis))
        return { emojis: [] };
      return answer;
    }) as AccountApi['call'],
  };
}

export function apiError(code: string, id: string, message = code) {
  return { code, id, message, kind: 'client' as const, info: {} };
}

/** A MeDetailed with just the fields the client reads; the rest does not matter to tests. */
export function makeMe(overrides: Partial<Misskey.entities.MeDetailed> = {}): Misskey.entities.MeDetailed {
  return {
    id: 'user1',
    username: 'alice',
    host: null,
    name: null,
    avatarUrl: null,
    description: null,
    birthday: null,
    createdAt: '2024-01-02T03:04:05.000Z',
    notesCount: 3,
    followingCount: 1,
    followersCount: 2,
    ...overrides,
  } as Misskey.entities.MeDetailed;
}

/** Renders with the providers every screen expects (en-US texts, a modal host). */
export function renderWithProviders(ui: ReactNode, modals = new ModalController()) {
  const result = render(
    <I18nProvider i18n={fallbackI18n()}>
      <ModalProvider controller={modals}>{ui}</ModalProvider>
    </I18nProvider>,
  );
  return { ...result, modals };
}

/** Opens `content` in a modal dialog, as the app does, and returns the pending result. */
export function openInDialog<R>(content: (controls: DialogControls<R>) => ReactNode) {
  const { modals, ...rest } = renderWithProviders(null);
  let outcome!: ReturnType<ModalController['open']>;
  act(() => {
    outcome = modals.open<R>(content);
  });
  return { ...rest, modals, outcome };
}
