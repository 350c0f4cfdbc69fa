import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, expectAccessible, scanAndPhotograph, signIn } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: { type: string; userId: string; body: { note?: { text: string | null } } };
}

/**
 * The instance in its test configuration for webhooks (loopback targets allowed; the SSRF
 * guard refuses them otherwise), and a receiver on loopback recording what arrives.
 */
const test = base.extend<{ instance: LocalInstance; receiver: { url: string; deliveries: Delivery[] } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  instance: async ({}, use) => {
    const instance = await startInstance({ env: { SHIORI_TEST_WEBHOOK_LOOPBACK: '1' } });
    await use(instance);
    await instance.stop();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  receiver: async ({}, use) => {
    const deliveries: Delivery[] = [];
    const server: Server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => {
        deliveries.push({ headers: req.headers, body: JSON.parse(data) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

test('webhooks: create one for notes, a posted note reaches the receiver signed, test delivery, edit, delete', async ({
  page,
  api,
  receiver,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/webhook' });
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('You have no webhooks yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New webhook' })).toBeVisible();

  // Nothing filled in, then an address that is not http(s): each field says what is wrong.
  const create = page.getByRole('button', { name: 'Create webhook' });
  await create.click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Deploy bot');
  await page.getByRole('textbox', { name: 'URL' }).fill('ftp://example.com/hook');
  await create.click();
  await expect(page.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
  await page.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
  await page.getByRole('textbox', { name: 'Secret' }).fill('hook-secret-1');
  await page.getByRole('checkbox', { name: 'You post a note' }).check();
  await scanAndPhotograph(page, testInfo, 'webhook-new');
  await create.click();

  // Back on the list: the new webhook, active, never delivered yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your webhooks' });
  await expect(list.getByRole('heading', { name: 'Deploy bot' })).toBeVisible();
  await expect(list.getByText('Never')).toBeVisible();

  await api.call('notes/create', { text: 'shipped it' }, alice.token);
  await expect.poll(() => receiver.deliveries.length).toBe(1);
  const [first] = receiver.deliveries;
  expect(first?.headers['x-misskey-hook-secret']).toBe('hook-secret-1');
  expect(first?.body).toMatchObject({
    type: 'note',
    userId: alice.id,
    body: { note: { text: 'shipped it' } },
  });

  await page.reload();
  await expect(list.getByText(/204: delivered/)).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'webhook-list');

  // The editor: a test delivery of another event goes to the same receiver.
  await list.getByRole('link', { name: 'Edit Deploy bot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit webhook' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Someone follows you' });
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test sent.', { exact: false })).toBeVisible();
  await expect.poll(() => receiver.deliveries.map((d) => d.body.type)).toEqual(['note', 'followed']);
  await scanAndPhotograph(page, testInfo, 'webhook-edit');

  // Rename and pause it; the server keeps both.
  await page.getByRole('textbox', { name: 'Name' }).fill('Deploy hook');
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const [hook] = await api.call<{ id: string; name: string; active: boolean }[]>(
    'i/webhooks/list',
    {},
    alice.token,
  );
  expect(hook).toMatchObject({ name: 'Deploy hook', active: false });

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the webhook “Deploy hook”?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('You have no webhooks yet.')).toBeVisible();
  expect(await api.call('i/webhooks/list', {}, alice.token)).toEqual([]);
});
