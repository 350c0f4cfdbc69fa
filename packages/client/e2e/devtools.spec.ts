import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

// One sign-in for the developer tools: the API console and the registry browser (issue 24).
test('the API console calls `i`, refuses a broken body, and the registry edits and deletes a key', async ({
  page,
  api,
}, testInfo) => {
  const { token } = await api.createAdmin('tinker', PASSWORD);
  const scope = ['e2eTools', 'sub'];
  await api.call('i/registry/set', { scope, key: 'greeting', value: { text: 'hello' } }, token);
  await signIn(page, api, 'tinker', PASSWORD);

  // Reached from Settings › Other, as Misskey Web puts them.
  await page.goto('/settings/other');
  await page.getByRole('link', { name: 'API console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API console' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Endpoint' }).fill('i');
  await expect(page.getByRole('region', { name: 'Parameters' })).toContainText(
    'This endpoint takes no parameters.',
  );
  const body = page.getByRole('textbox', { name: 'Request body (JSON)' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await body.fill('{}');
  await expect(page.getByRole('switch', { name: 'Send with my access token' })).toBeChecked();
  await send.click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response.getByRole('textbox', { name: 'Response body' })).toHaveValue(/"username": "tinker"/);
  await expect(response).toContainText('HTTP status200');

  // A broken body is said to be broken and cannot be sent; the last answer stays as it was.
  await body.fill('{"detail": }');
  await expect(page.getByRole('alert')).toContainText('This is not valid JSON');
  await expect(send).toBeDisabled();
  await body.fill('[1]');
  await expect(page.getByRole('alert')).toContainText('The body must be a JSON object');
  await expect(send).toBeDisabled();
  await expect(response).toContainText('HTTP status200');

  // An API error is told with its code and id.
  await page.getByRole('combobox', { name: 'Endpoint' }).fill('notes/show');
  await expect(page.getByRole('region', { name: 'Parameters' })).toContainText('noteId: String');
  await body.fill('{"noteId": "nothing-here"}');
  await send.click();
  await expect(response).toContainText('NO_SUCH_NOTE');
  await expect(response).toContainText(/HTTP status4\d\d/);
  await scanAndPhotograph(page, testInfo, 'api-console');

  // The registry: domains and scopes, then the keys of one scope, then one value.
  await page.goto('/settings/other');
  await page.getByRole('link', { name: 'Registry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registry' })).toBeVisible();
  const own = page.getByRole('region', { name: 'This client (no domain)' });
  await expect(own.getByRole('link', { name: 'e2eTools/sub' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'registry');

  await own.getByRole('link', { name: 'e2eTools/sub' }).click();
  await expect(page).toHaveURL(/\/registry\/keys\/@\/e2eTools\/sub$/);
  const keys = page.getByRole('region', { name: 'Keys' });
  await expect(keys.getByRole('listitem')).toHaveText(['greetingobject']);
  await scanAndPhotograph(page, testInfo, 'registry-keys');

  await keys.getByRole('link', { name: 'greeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'greeting' })).toBeVisible();
  const value = page.getByRole('textbox', { name: 'Value (JSON)' });
  await expect(value).toHaveValue(/"text": "hello"/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await value.fill('{"text": "bye"');
  await expect(page.getByRole('alert')).toContainText('This is not valid JSON');
  await expect(save).toBeDisabled();
  await value.fill('{"text": "bye", "times": 2}');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Value saved' })).toBeVisible();
  await expect
    .poll(() => api.call('i/registry/get', { scope, key: 'greeting' }, token))
    .toEqual({ text: 'bye', times: 2 });
  await scanAndPhotograph(page, testInfo, 'registry-value');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the key “greeting”?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/registry\/keys\/@\/e2eTools\/sub$/);
  await expect(page.getByRole('region', { name: 'Keys' })).toContainText(
    'This scope has no keys of its own.',
  );
  await expect(api.call('i/registry/get', { scope, key: 'greeting' }, token)).rejects.toThrow('NO_SUCH_KEY');
});
