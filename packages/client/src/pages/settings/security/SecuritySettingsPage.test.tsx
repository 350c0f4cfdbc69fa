import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { SecuritySettingsPage } from './SecuritySettingsPage';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = ['A'.repeat(32), 'B'.repeat(32)];
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function signin(id: string, success: boolean, ua = CHROME): Misskey.entities.Signin {
  return {
    id,
    createdAt: new Date().toISOString(),
    ip: `10.0.0.${id.length}`,
    headers: { 'user-agent': ua } as unknown as Misskey.entities.Signin['headers'],
    success,
  };
}

/** A server that keeps the two-factor state, so the page's `i` after a change tells the truth. */
function renderPage(options: { twoFactor?: boolean; history?: Misskey.entities.Signin[] } = {}) {
  let twoFactor = options.twoFactor ?? false;
  const api = fakeApi((endpoint, params) => {
    switch (endpoint) {
      case 'i':
        return makeMe({
          twoFactorEnabled: twoFactor,
          twoFactorBackupCodesStock: twoFactor ? 'full' : 'none',
        });
      case 'i/2fa/register':
        if (params.password !== 'pw-secret')
          throw apiError('INCORRECT_PASSWORD', '78d6c839-20c9-4c66-b90a-fc0542168b48');
        return {
          qr: QR,
          url: 'otpauth://totp/x',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          label: 'alice',
          issuer: 'example.test',
        };
      case 'i/2fa/done':
        if (params.token !== '123456')
          throw apiError('INCORRECT_TWO_FACTOR_CODE', 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f');
        twoFactor = true;
        return { backupCodes: CODES };
      case 'i/2fa/unregister':
        twoFactor = false;
        return undefined;
      case 'i/signin-history': {
        const all = options.history ?? [];
        const start = params.untilId ? all.findIndex((s) => s.id === params.untilId) + 1 : 0;
        return all.slice(start, start + (params.limit as number));
      }
      default:
        return {};
    }
  });
  render(
    <SettingsPageHarness
      store={createMemorySettingsStore()}
      api={api}
      me={{ twoFactorEnabled: twoFactor }}
      at="/settings/security"
    >
      <SecuritySettingsPage />
    </SettingsPageHarness>,
  );
  return api;
}

async function confirmPassword(password: string, code?: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  if (code) fireEvent.change(within(dialog).getByLabelText('Two-factor code'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('SecuritySettingsPage: two-factor authentication', () => {
  it('sets it up: password, the QR code and key, a code, then the backup codes once', async () => {
    const api = renderPage();
    const section = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(section).toHaveTextContent('Off: your password alone signs you in.');
    fireEvent.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    await confirmPassword('pw-secret');

    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(within(setup).getByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR);
    expect(setup).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const verify = within(setup).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.change(within(setup).getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(verify);
    expect(await within(setup).findByRole('alert')).toHaveTextContent('That code is not right');
    fireEvent.change(within(setup).getByLabelText('Code from the app'), { target: { value: '123 456' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Verify' }));

    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download as a text file' })).toBeInTheDocument();
    // Esc does not throw the codes away: they are shown only once.
    fireEvent(setup, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('list', { name: 'Backup codes' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Two-factor authentication is on.');
    expect(section).toHaveTextContent('On: signing in asks for a code');
    expect(api.calls.map((c) => c.endpoint).filter((e) => e.startsWith('i/2fa'))).toEqual([
      'i/2fa/register',
      'i/2fa/done',
      'i/2fa/done',
    ]);
    expect(api.calls.find((c) => c.endpoint === 'i/2fa/register')?.params).toEqual({ password: 'pw-secret' });
  });

  it('says so when the password is wrong, and opens no set-up', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await confirmPassword('nope-nope');
    const section = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns it off with the password and a code', async () => {
    const api = renderPage({ twoFactor: true });
    const section = screen.getByRole('region', { name: 'Two-factor authentication' });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await confirmPassword('pw-secret', '123456');
    expect(await within(section).findByRole('status')).toHaveTextContent('Two-factor authentication is off.');
    expect(api.calls.find((c) => c.endpoint === 'i/2fa/unregister')?.params).toEqual({
      password: 'pw-secret',
      token: '123456',
    });
    expect(
      within(section).getByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
  });
});

describe('SecuritySettingsPage: sign-in history', () => {
  it('lists each sign-in with its device in words and whether it worked, older ones on request', async () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0';
    const history = Array.from({ length: 12 }, (_, n) =>
      signin(`s${String(20 - n)}`, n !== 1, n === 1 ? firefox : CHROME),
    );
    const api = renderPage({ history });
    const list = await screen.findByRole('list', { name: 'Sign-in history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Signed in');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[1]).toHaveTextContent('Failed sign-in attempt');
    expect(items[1]).toHaveTextContent('Firefox on Windows');

    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(api.calls.filter((c) => c.endpoint === 'i/signin-history').map((c) => c.params)).toEqual([
      { limit: 10 },
      { limit: 10, untilId: 's11' },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('says when nothing is recorded', async () => {
    renderPage({ history: [] });
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeInTheDocument();
  });
});
