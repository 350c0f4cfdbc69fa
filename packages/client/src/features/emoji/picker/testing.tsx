import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { vi } from 'vitest';
import { createMemorySettingsStore, type Settings } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { ModalController } from '@/ui';
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
  const settings = createMemorySettingsStore(options.settings);
  const modals = new ModalController(() => false);
  render(
    <SignedInShell store={settings} api={api} me={{ id: 'me', ...options.me }} modals={modals}>
      <button type="button">opener</button>
    </SignedInShell>,
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
