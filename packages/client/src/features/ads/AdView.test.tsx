import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { AdView } from './AdView';

const ads = ['first', 'second'].map((name) => ({
  id: name,
  url: `https://${name}.example/`,
  imageUrl: `https://${name}.example/ad.png`,
  place: 'horizontal',
  ratio: 1,
  dayOfWeek: 0,
}));

function renderAd(
  canHideAds: boolean,
  settings: { forceShowAds?: boolean } = {},
  shown: Misskey.entities.MetaLite['ads'] = ads,
) {
  const store = createMemorySettingsStore();
  if (settings.forceShowAds) store.set('forceShowAds', true);
  render(
    <SignedInShell
      store={store}
      api={fakeApi(() => ({}))}
      me={{ policies: { canHideAds } as Misskey.entities.RolePolicies }}
      meta={{ ads: shown, notesPerOneAd: 2 }}
    >
      <AdView where="timeline" slot={`test:${Math.random()}`} />
    </SignedInShell>,
  );
  return store;
}

describe('AdView', () => {
  it('shows no ad to a canHideAds holder unless forceShowAds is on', async () => {
    renderAd(true);
    expect(screen.queryByRole('figure', { name: 'Advertisement' })).toBeNull();
    renderAd(true, { forceShowAds: true });
    expect(await screen.findByRole('figure', { name: 'Advertisement' })).toBeTruthy();
  });

  it('shows another ad and keeps the first in mutedAds when asked to show it less often', async () => {
    const store = renderAd(false);
    const link = await screen.findByRole('link', { name: /^Advertisement, opens / });
    expect(link.getAttribute('rel')).toContain('noopener');
    const shown = link.getAttribute('href')?.includes('first') ? 'first' : 'second';
    const other = shown === 'first' ? 'second' : 'first';
    await userEvent.click(screen.getByRole('button', { name: 'Advertisement options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show this ad less often' }));
    expect(store.get('mutedAds')).toEqual([shown]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Advertisement, opens / }).getAttribute('href')).toBe(
        `https://${other}.example/`,
      ),
    );
  });

  it('covers a sensitive ad until the reader reveals it', async () => {
    renderAd(
      false,
      {},
      ads.slice(0, 1).map((ad) => ({ ...ad, isSensitive: true })),
    );
    const cover = await screen.findByRole('button', { name: 'Sensitive content Show the ad' });
    expect(screen.queryByRole('link', { name: /^Advertisement, opens / })).toBeNull();
    await userEvent.click(cover);
    expect(screen.getByRole('link', { name: 'Advertisement, opens first.example' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sensitive content/ })).toBeNull();
  });
});
