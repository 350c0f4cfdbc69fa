import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { AvatarDecorationSettingsPage } from './AvatarDecorationSettingsPage';

const catalog = [
  {
    id: 'halo',
    name: 'Halo',
    description: 'A ring',
    url: 'https://example.test/halo.png',
    roleIdsThatCanBeUsedThisDecoration: [],
  },
  {
    id: 'wings',
    name: 'Wings',
    description: '',
    url: 'https://example.test/wings.png',
    roleIdsThatCanBeUsedThisDecoration: [],
  },
  {
    id: 'crown',
    name: 'Crown',
    description: '',
    url: 'https://example.test/crown.png',
    roleIdsThatCanBeUsedThisDecoration: ['royal'],
  },
];

function renderPage(limit: number) {
  const me = {
    roles: [{ id: 'member' }],
    policies: { avatarDecorationLimit: limit },
    avatarDecorations: [],
  } as unknown as Partial<Misskey.entities.MeDetailed>;
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'get-avatar-decorations') return catalog;
    if (endpoint === 'i/update') return makeMe({ ...me, ...params } as Partial<Misskey.entities.MeDetailed>);
    return {};
  });
  render(
    <SettingsPageHarness
      store={createMemorySettingsStore()}
      api={api}
      me={me}
      at="/settings/avatar-decoration"
    >
      <AvatarDecorationSettingsPage />
    </SettingsPageHarness>,
  );
  return () => api.calls.filter((c) => c.endpoint === 'i/update').map((c) => c.params);
}

describe('AvatarDecorationSettingsPage', () => {
  it('offers only what your roles allow, up to your limit, and saves the placement', async () => {
    const updates = renderPage(1);
    const halo = await screen.findByRole('checkbox', { name: 'Halo' });
    expect(halo).toHaveAccessibleDescription('A ring');
    const crown = screen.getByRole('checkbox', { name: 'Crown' });
    expect(crown).toBeDisabled();
    expect(crown).toHaveAccessibleDescription('Only some roles may wear it.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.click(halo);
    expect(screen.getByText('Worn: 1 of 1')).toBeInTheDocument();
    // The limit is reached: the others wait until Halo comes off.
    expect(screen.getByRole('checkbox', { name: 'Wings' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flip horizontally' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Angle' }), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updates()).toEqual([
        { avatarDecorations: [{ id: 'halo', angle: 0.25, flipH: true, offsetX: 0, offsetY: 0 }] },
      ]),
    );
  });

  it('says so when your roles allow none', async () => {
    renderPage(0);
    expect(await screen.findByText('Your roles do not allow avatar decorations.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Halo' })).toBeDisabled();
  });
});
