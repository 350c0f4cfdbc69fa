import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, scanAndPhotograph, signIn } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

/**
 * One loopback server standing in for the outside services: LibreTranslate (`POST /translate`,
 * JSON) and a CAPTCHA provider's siteverify (`POST /siteverify`, a form; 'solved' passes).
 */
const test = base.extend<{ instance: LocalInstance; services: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  services: async ({}, use) => {
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/translate') {
          const { q, target } = JSON.parse(body) as { q: string; target: string };
          const text = target === 'en' && q === 'Guten Morgen, Welt' ? 'Good morning, world' : `?${q}`;
          res.end(
            JSON.stringify({ translatedText: text, detectedLanguage: { language: 'de', confidence: 90 } }),
          );
        } else {
          res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'solved' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
  // The instance in its test configuration for outside services: loopback allowed, and CAPTCHA
  // answers verified at the stand-in (the guard refuses loopback otherwise).
  instance: async ({ services }, use) => {
    const instance = await startInstance({
      env: { SHIORI_TEST_EXTERNAL_LOOPBACK: '1', SHIORI_TEST_CAPTCHA_VERIFY_URL: `${services}/siteverify` },
    });
    await use(instance);
    await instance.stop();
  },
});

/** A stand-in for Turnstile's script: its explicit render API, solved by pressing a button. */
const FAKE_TURNSTILE = `window.turnstile = {
  render(el, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'I am human';
    // A provider's widget brings its own colours; the stand-in's are fixed, readable in both schemes.
    button.style.cssText = 'color: #000; background: #fff';
    button.onclick = () => options.callback('solved');
    el.append(button);
    return 'w1';
  },
  remove() {},
};`;

test('an administrator sets a translator and a CAPTCHA; a user translates a note and a newcomer passes the CAPTCHA', async ({
  page,
  api,
  services,
  browser,
  instance,
}, testInfo) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('notes/create', { text: 'Guten Morgen, Welt' }, admin.token);
  await api.call(
    'admin/roles/update-default-policies',
    { policies: { canUseTranslator: true } },
    admin.token,
  );

  // The external services page: LibreTranslate at the stand-in.
  await signIn(page, api, 'alice', 'alice-password', { at: '/admin/external-services' });
  await expect(page.getByRole('heading', { level: 1, name: 'External services' })).toBeVisible();
  await expect(page.getByText('No translation service is set: notes cannot be translated.')).toBeVisible();
  await page.getByLabel('LibreTranslate server URL').fill(services);
  await page.getByLabel('LibreTranslate API key (if the server asks for one)').fill('libre-key');
  await expect(page.getByText('Notes are translated with LibreTranslate.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-external-services');
  // After a reload the page shows what the server keeps.
  await page.reload();
  await expect(page.getByLabel('LibreTranslate server URL')).toHaveValue(services);

  // Bob translates Alice's note from its menu; the translation shows under it.
  await signIn(page, api, 'bob', 'bob-password');
  await page.getByRole('tab', { name: 'Local' }).click();
  const note = page.getByRole('article').filter({ hasText: 'Guten Morgen, Welt' }).first();
  await note.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  const translation = note.getByRole('region', { name: 'Translation' });
  await expect(translation).toContainText('Translated from German');
  await expect(translation).toContainText('Good morning, world');
  await page.screenshot({ path: testInfo.outputPath('note-translation.png') });

  // The security page: Turnstile with both keys is saved with an answer solved with them (the
  // stand-in script here), which the server checks with the verifier before keeping them.
  await signIn(page, api, 'alice', 'alice-password');
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
  );
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  // The page holds two forms, each with its Save.
  const captcha = page.getByRole('form', { name: 'CAPTCHA' });
  await expect(page.getByText('Sign-up and sign-in ask for no CAPTCHA.')).toBeVisible();
  await page.getByRole('radio', { name: 'Cloudflare Turnstile' }).check();
  await page.getByLabel('Site key').fill('site-t');
  await expect(page.getByText('Not in force until every field above is filled in.')).toBeVisible();
  await page.getByLabel('Secret key').fill('secret-t');
  await expect(page.getByText('Sign-up and sign-in ask for this CAPTCHA.')).toBeVisible();
  await page.getByRole('button', { name: 'I am human' }).click();
  await scanAndPhotograph(page, testInfo, 'admin-security');
  await captcha.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await api.call<{ enableTurnstile: boolean }>('meta', {})).toMatchObject({ enableTurnstile: true });

  // A newcomer signs up: the dialog shows the provider's widget (a stand-in script here) and
  // waits for it; the server checks the answer with the verifier.
  const visitor = await browser.newContext({ baseURL: instance.url, serviceWorkers: 'block' });
  const newcomer = await visitor.newPage();
  await newcomer.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
  );
  await newcomer.goto('/');
  await newcomer.getByRole('button', { name: 'Sign up' }).click();
  const dialog = newcomer.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill('carol');
  await dialog.getByLabel('Password', { exact: true }).fill('carol-password');
  await dialog.getByLabel('Confirm password').fill('carol-password');
  const create = dialog.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('button', { name: 'I am human' }).click();
  await create.click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await visitor.close();

  // Misskey's testcaptcha: no keys; saved only once its box is ticked.
  await page.getByRole('radio', { name: 'Test CAPTCHA (test servers only)' }).check();
  await captcha.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'To save, solve the CAPTCHA' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I am not a robot (test CAPTCHA)' }).check();
  await captcha.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await api.call('meta', {})).toMatchObject({ enableTurnstile: false, enableTestcaptcha: true });

  // The second form turns IP logging on; Bob's page then lists the address of his next request
  // (as Misskey, nothing is recorded while logging is off, his sign-up included).
  const addresses = page.getByRole('form', { name: 'Addresses' });
  const logging = addresses.getByRole('checkbox', { name: 'Record the IP address of signed-in requests' });
  await logging.click();
  await expect(logging).toBeChecked();
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Saved');
  expect(await api.call('admin/meta', {}, admin.token)).toMatchObject({ enableIpLogging: true });

  // The third form: sensitive media detection, saved under Misskey's names.
  const sensitive = page.getByRole('form', { name: 'Sensitive media detection' });
  await sensitive.getByRole('radio', { name: 'Users of this server' }).check();
  await sensitive.getByRole('button', { name: 'Save' }).click();
  await expect(sensitive.getByRole('status')).toHaveText('Saved');
  expect(await api.call('admin/meta', {}, admin.token)).toMatchObject({ sensitiveMediaDetection: 'local' });
  await api.call('i', {}, bob.token);
  await page.goto(`/admin/user/${bob.id}`);
  await expect(page.getByRole('list', { name: 'IP addresses' })).toContainText(/127\.0\.0\.1|::1/);
});
