import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, forgetFreshSignup, isFreshSignup } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { fakeApi } from '@/test/helpers';
import { SignupCompletePage } from './SignupCompletePage';

afterEach(() => forgetFreshSignup('new-user'));

function renderPage(code: string, handler: (endpoint: string) => unknown) {
  const signin = vi.fn(async () => {});
  const session = { signin, checkSavedAccounts: async () => [] } as unknown as AccountSession;
  const api = fakeApi(handler);
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <AccountProvider
        initialAccount={null}
        session={session}
        createApi={() => api}
        instanceOrigin="https://example.test"
        connectStream={null}
      >
        <SignupCompletePage params={{ code }} />
      </AccountProvider>
    </I18nProvider>,
  );
  return { signin, api };
}

describe('SignupCompletePage', () => {
  it('makes the account from the mailed code, marks it signed up here (for the setup wizard) and signs in', async () => {
    const { signin, api } = renderPage('code-1', (endpoint) =>
      endpoint === 'signup-pending' ? { id: 'new-user', i: 'token-1' } : {},
    );
    await waitFor(() => expect(signin).toHaveBeenCalledWith('token-1', 'https://example.test', '/'));
    expect(api.calls).toContainEqual({ endpoint: 'signup-pending', params: { code: 'code-1' } });
    expect(isFreshSignup('new-user')).toBe(true);
  });

  it('says the account waits for approval when the server answers without a token', async () => {
    const { signin } = renderPage('code-3', () => undefined);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('waiting for a moderator to approve it'),
    );
    expect(signin).not.toHaveBeenCalled();
    expect(isFreshSignup('new-user')).toBe(false);
  });

  it('marks nothing when the code is refused', async () => {
    const { signin } = renderPage('code-2', () => {
      throw { code: 'NO_SUCH_CODE', id: 'x', message: 'no such code', kind: 'client', info: {} };
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(signin).not.toHaveBeenCalled();
    expect(isFreshSignup('new-user')).toBe(false);
  });
});
