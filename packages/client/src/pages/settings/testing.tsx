import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AccountApi } from '@/api';
import type { InstanceMeta } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import type { SettingsStore } from '@/settings';
import { SignedInShell } from '@/test/SignedInShell';

/** What a settings page has around it in the app: a signed-in shell and a router at `at`. */
export function SettingsPageHarness({
  store,
  api,
  me = {},
  meta = null,
  at,
  children,
}: {
  store: SettingsStore;
  api: AccountApi;
  me?: Partial<Misskey.entities.MeDetailed>;
  meta?: Partial<InstanceMeta> | null;
  at: string;
  children: ReactNode;
}) {
  return (
    <SignedInShell store={store} api={api} me={me} meta={meta}>
      <RouterProvider routes={[]} history={createMemoryHistory(at)} loadPage={vi.fn()}>
        {children}
      </RouterProvider>
    </SignedInShell>
  );
}
