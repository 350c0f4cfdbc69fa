import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { OAuthPage } from './OAuthPage';
import { forgetOAuthRequest } from './oauthRequest';

function servedWith(tags: Record<string, string>) {
  for (const [name, content] of Object.entries(tags)) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

function renderPage(accountOrigin: string) {
  const origin = window.location.origin;
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin, host: window.location.host, meta: null }}>
        <SettingsProvider store={createMemorySettingsStore({})}>
          <AccountProvider
            initialAccount={toAccount(makeMe(), 'secret-token', accountOrigin)}
            session={{ listSaved: () => [], checkSavedAccounts: async () => [] } as unknown as AccountSession}
            createApi={() => fakeApi(() => ({}))}
            instanceOrigin={origin}
            connectStream={null}
          >
            <RouterProvider routes={[]} history={createMemoryHistory('/oauth/authorize')} loadPage={vi.fn()}>
              <ModalProvider controller={new ModalController(() => false)}>
                <OAuthPage />
              </ModalProvider>
            </RouterProvider>
          </AccountProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  forgetOAuthRequest();
  for (const meta of document.head.querySelectorAll('meta[name*=":oauth:"]')) meta.remove();
  for (const form of document.body.querySelectorAll('form')) form.remove();
  vi.restoreAllMocks();
});

describe('OAuthPage', () => {
  it('posts the decision with the token of an account of this server', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    servedWith({
      'misskey:oauth:transaction-id': 'tx-9',
      'misskey:oauth:client-name': 'Client',
      'misskey:oauth:scope': 'read:account',
    });
    renderPage(window.location.origin);
    expect(screen.getByText('Client asks for access to your account.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(submit).toHaveBeenCalledOnce();
    const form = document.body.querySelector('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      login_token: 'secret-token',
      transaction_id: 'tx-9',
    });
  });

  it('never sends the token of an account on another server', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    servedWith({ 'misskey:oauth:transaction-id': 'tx-10', 'misskey:oauth:scope': 'read:account' });
    renderPage('https://elsewhere.example');
    expect(screen.getByText('Switch to an account on this server to allow access.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Allow' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(submit).not.toHaveBeenCalled();
    expect(document.body.querySelector('form')).toBeNull();
  });

  it('says the request is not valid when the page was not served with one', () => {
    renderPage(window.location.origin);
    expect(screen.getByText('This authorization link is not valid or has already been used.')).toBeTruthy();
  });
});
