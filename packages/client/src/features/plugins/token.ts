import type { AccountApi } from '@/api';
import type { PluginMeta } from './types';

// A plugin's own access token (as Misskey's install does): a plugin that declares permissions
// gets a token holding exactly those, made with `miauth/gen-token` once the user agreed, and its
// `Mk:api` calls go out with that token, so the server refuses anything else. Uninstalling
// revokes it. Lazy code only (the install and plugin pages, the runtime): not exported by the
// start-up index.

/** Makes the token a plugin asks for; null when it declares no permissions (it needs none). */
export async function grantPluginToken(
  api: Pick<AccountApi, 'call'>,
  meta: Pick<PluginMeta, 'name' | 'description' | 'permissions'>,
): Promise<string | null> {
  if (meta.permissions.length === 0) return null;
  const { token } = await api.call('miauth/gen-token', {
    session: null,
    name: meta.name,
    description: meta.description ?? null,
    permission: [...meta.permissions],
  });
  return token;
}

/** Revokes a plugin's token (none: nothing to do). Fails when the server could not be reached. */
export async function revokePluginToken(api: Pick<AccountApi, 'call'>, token: string | null): Promise<void> {
  if (!token) return;
  await api.call('i/revoke-token', { token });
}
