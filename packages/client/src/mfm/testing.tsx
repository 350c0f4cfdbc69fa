import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession } from '@/accounts';
import type { AccountApi } from '@/api';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';

/** Test-only: renders with the providers the app gives MFM (this origin is the instance). */
export function renderInApp(
  ui: ReactNode,
  options: { api?: AccountApi; settings?: Partial<Settings>; at?: string } = {},
) {
  const history = createMemoryHistory(options.at ?? '/');
  const api = options.api ?? fakeApi(() => ({}));
  const origin = window.location.origin;
  const result = render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin, host: window.location.host, meta: null }}>
        <SettingsProvider store={createMemorySettingsStore(options.settings ?? {})}>
          <RouterProvider routes={[]} history={history} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={null}
              session={{} as AccountSession}
              createApi={() => api}
              instanceOrigin={origin}
              connectStream={null}
            >
              <CustomEmojiProvider>
                <ModalProvider controller={new ModalController(() => false)}>{ui}</ModalProvider>
              </CustomEmojiProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return { ...result, history };
}
