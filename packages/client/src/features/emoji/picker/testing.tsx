import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { CustomEmojiProvider } from '../custom/CustomEmojiProvider';
import type { CustomEmoji } from '../types';
import { type EmojiPickerOptions, openEmojiPicker } from './openEmojiPicker';

export function makeCustomEmoji(name: string, overrides: Partial<CustomEmoji> = {}): CustomEmoji {
  return {
    name,
    aliases: [],
    category: null,
    url: `https://example.test/emoji/${name}.webp`,
    localOnly: false,
    isSensitive: false,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    ...overrides,
  };
}

/**
 * Tests only: a signed-in app shell (settings, account, this server's custom emoji, a modal
 * host) in which `open()` shows the emoji picker as the app would.
 */
export function setupPicker(
  options: {
    emojis?: CustomEmoji[];
    settings?: Partial<Settings>;
    me?: Partial<Misskey.entities.MeDetailed>;
  } = {},
) {
  localStorage.clear();
  const api = fakeApi((endpoint) => (endpoint === 'emojis' ? { emojis: options.emojis ?? [] } : {}));
  const account = toAccount(makeMe({ id: 'me', ...options.me }), 'token', 'https://example.test');
  const settings = createMemorySettingsStore(options.settings);
  const modals = new ModalController(() => false);
  const session = { checkSavedAccounts: async () => [] } as unknown as AccountSession;
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={settings}>
        <AccountProvider
          initialAccount={account}
          session={session}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <CustomEmojiProvider>
            <ModalProvider controller={modals}>
              <button type="button">opener</button>
            </ModalProvider>
          </CustomEmojiProvider>
        </AccountProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  // The picker's code is loaded on opening (a lazy chunk): the async act waits for it.
  const open = async (pickerOptions: EmojiPickerOptions = {}) => {
    let result!: Promise<string | null>;
    await act(async () => {
      result = openEmojiPicker(modals, pickerOptions);
      await import('./EmojiPicker');
    });
    return { result };
  };
  return { open, settings, modals, user: userEvent.setup(), api, spy: vi.fn() };
}
