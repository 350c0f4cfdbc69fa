import { describe, expect, it, vi } from 'vitest';
import { grantPluginToken, revokePluginToken } from './token';

const fakeApi = (answer: unknown = { token: 'minted' }) => {
  const call = vi.fn(async (_endpoint: string, _params: unknown) => answer);
  return { call } as unknown as Parameters<typeof grantPluginToken>[0] & { call: typeof call };
};

describe('a plugin’s own token', () => {
  it('is made with exactly the permissions the plugin declared, named after it', async () => {
    const api = fakeApi();
    const token = await grantPluginToken(api, {
      name: 'Note helper',
      description: 'Greets',
      permissions: ['write:notes', 'read:account'],
    });
    expect(token).toBe('minted');
    expect(api.call).toHaveBeenCalledWith('miauth/gen-token', {
      session: null,
      name: 'Note helper',
      description: 'Greets',
      permission: ['write:notes', 'read:account'],
    });
  });

  it('is not made for a plugin that declares no permissions', async () => {
    const api = fakeApi();
    expect(await grantPluginToken(api, { name: 'Quiet', permissions: [] })).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('is revoked by its value, and a plugin without one revokes nothing', async () => {
    const api = fakeApi(undefined);
    await revokePluginToken(api, null);
    expect(api.call).not.toHaveBeenCalled();
    await revokePluginToken(api, 'minted');
    expect(api.call).toHaveBeenCalledWith('i/revoke-token', { token: 'minted' });
  });
});
