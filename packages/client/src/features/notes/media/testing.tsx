import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';

type DriveFile = Misskey.entities.DriveFile;

/** Tests only: a drive file with everything the media code reads. */
export function makeFile(overrides: Partial<DriveFile> = {}): DriveFile {
  return {
    id: 'f1',
    createdAt: '2026-11-20T10:00:00.000Z',
    name: 'cat.png',
    type: 'image/png',
    md5: '0',
    size: 2048,
    isSensitive: false,
    blurhash: null,
    properties: { width: 800, height: 600 },
    url: 'https://example.test/files/cat.png',
    thumbnailUrl: 'https://example.test/files/cat-thumb.webp',
    comment: 'A cat',
    folderId: null,
    folder: null,
    userId: 'owner',
    user: null,
    ...overrides,
  } as DriveFile;
}

export interface MediaTestOptions {
  settings?: Partial<Settings>;
  /** The viewer (id 'viewer' unless told); null when signed out. */
  me?: Partial<Misskey.entities.MeDetailed> | null;
  handler?: (endpoint: string, params: Record<string, unknown>) => unknown;
  path?: string;
}

/** Tests only: renders `ui` with the providers media code uses. */
export function renderMedia(ui: ReactNode, options: MediaTestOptions = {}) {
  const api = fakeApi(options.handler ?? (() => ({})));
  const me = options.me === null ? null : makeMe({ id: 'viewer', ...options.me });
  const history = createMemoryHistory(options.path ?? '/');
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={createMemorySettingsStore(options.settings)}>
        <RouterProvider routes={[]} history={history} loadPage={vi.fn()}>
          <AccountProvider
            initialAccount={me ? toAccount(me, 'token', 'https://example.test') : null}
            session={{} as AccountSession}
            createApi={() => api}
            instanceOrigin="https://example.test"
            connectStream={null}
          >
            <ModalProvider controller={new ModalController(() => false)}>{ui}</ModalProvider>
          </AccountProvider>
        </RouterProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { api, user, history };
}
