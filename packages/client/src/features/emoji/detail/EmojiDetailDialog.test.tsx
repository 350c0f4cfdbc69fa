import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { openEmojiDetail } from './EmojiDetailDialog';

const party = {
  id: 'e1',
  name: 'party',
  aliases: ['celebrate', 'tada'],
  category: 'Fun',
  host: null,
  url: 'https://example.test/emoji/party.webp',
  license: 'CC BY 4.0',
  isSensitive: true,
  localOnly: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
};

/** Opens the dialog for `name` as `me` would, on a server that knows only `party`. */
function openDetail(name: string, me: Parameters<typeof makeMe>[0] = {}, emoji: object = party) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'emojis') return { emojis: [] };
    if (endpoint === 'emoji') {
      if (params.name === 'party') return emoji;
      throw apiError('NO_SUCH_EMOJI', '6a5e3be7-5ac3-44a6-a425-9937cd66f8e1');
    }
    return {};
  });
  const history = createMemoryHistory('/');
  const modals = new ModalController(() => false);
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: 'https://example.test', host: 'example.test', meta: null }}>
        <SettingsProvider store={createMemorySettingsStore()}>
          <RouterProvider routes={[]} history={history} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={toAccount(makeMe(me), 'token', 'https://example.test')}
              session={{} as AccountSession}
              createApi={() => api}
              instanceOrigin="https://example.test"
              connectStream={null}
            >
              <CustomEmojiProvider>
                <ModalProvider controller={modals}>{null}</ModalProvider>
              </CustomEmojiProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  act(() => void openEmojiDetail(modals, name));
  return { history, user: userEvent.setup() };
}

/** The value next to a term in the dialog's facts. */
function fact(dialog: HTMLElement, term: string): string {
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('custom emoji detail dialog', () => {
  it('shows every field of the emoji and its image large', async () => {
    openDetail('party');
    const dialog = await screen.findByRole('dialog', { name: ':party:' });
    await within(dialog).findByText('CC BY 4.0');
    expect(fact(dialog, 'Name')).toBe('party');
    expect(within(dialog).getByRole('list')).toHaveTextContent('celebratetada');
    expect(fact(dialog, 'Category')).toBe('Fun');
    expect(fact(dialog, 'Sensitive')).toBe('Yes');
    expect(fact(dialog, 'Local only')).toBe('No');
    expect(fact(dialog, 'License')).toBe('CC BY 4.0');
    expect(within(dialog).getByRole('link', { name: party.url })).toHaveAttribute('href', party.url);
    expect(within(dialog).getByRole('img', { name: ':party:' })).toHaveAttribute('src', party.url);
  });

  it('shows a url that is not http(s) as text, never as a link', async () => {
    openDetail('party', {}, { ...party, url: 'javascript:alert(1)', license: null, category: null });
    const dialog = await screen.findByRole('dialog', { name: ':party:' });
    await within(dialog).findByText('javascript:alert(1)');
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(fact(dialog, 'License')).toBe('None');
  });

  it('offers Edit to moderators, which opens the emoji in the manager', async () => {
    const { history, user } = openDetail('party', { isModerator: true });
    const dialog = await screen.findByRole('dialog', { name: ':party:' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    expect(history.current()).toBe('/custom-emojis-manager?edit=party');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Edit to admins too', async () => {
    openDetail('party', { isAdmin: true });
    const dialog = await screen.findByRole('dialog', { name: ':party:' });
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('does not offer Edit to other users', async () => {
    openDetail('party', { isModerator: false, isAdmin: false });
    const dialog = await screen.findByRole('dialog', { name: ':party:' });
    await within(dialog).findByText('CC BY 4.0');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says so inside the dialog when there is no such emoji', async () => {
    openDetail('missing', { isAdmin: true });
    const dialog = await screen.findByRole('dialog', { name: ':missing:' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This server has no custom emoji named :missing:.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
