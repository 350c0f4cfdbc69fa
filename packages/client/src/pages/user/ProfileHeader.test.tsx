import { screen, waitFor, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { setupComposer } from '@/features/composer/testing';
import { makeMe } from '@/test/helpers';
import { ProfileHeader } from './ProfileHeader';

const bob = {
  ...makeMe({ id: 'bob-id', username: 'bob' }),
  fields: [],
  isFollowing: false,
  isFollowed: false,
} as unknown as Misskey.entities.UserDetailed;

function renderProfile(user = bob) {
  return setupComposer(
    <ProfileHeader user={user} acctPath={`/@${user.username}`} localHost="example.test" />,
    {
      handler: (endpoint) => {
        if (endpoint === 'notes/create') return { createdNote: { id: 'n1' } };
        // The app shell's custom emoji list, loaded by the composer's emoji support.
        if (endpoint === 'emojis') return { emojis: [] };
        return {};
      },
    },
  );
}

async function openComposerFrom(item: string) {
  const { user, api } = renderProfile();
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: 'New note' });
  return { user, api, dialog };
}

describe('the profile menu of another user', () => {
  it('opens a composer that starts by mentioning them', async () => {
    const { user, api, dialog } = await openComposerFrom('Mention');
    const text = within(dialog).getByRole('textbox', { name: "What's happening?" });
    expect(text).toHaveValue('@bob ');
    await user.type(text, 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toMatchObject({
        text: '@bob hello',
      }),
    );
  });

  it('opens a direct note with them as the recipient', async () => {
    const { user, api, dialog } = await openComposerFrom('Direct note');
    expect(within(dialog).getByRole('group', { name: 'Recipients' })).toHaveTextContent('@bob');
    const text = within(dialog).getByRole('textbox', { name: "What's happening?" });
    expect(text).toHaveValue('@bob ');
    await user.type(text, 'psst');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toMatchObject({
        text: '@bob psst',
        visibility: 'specified',
        visibleUserIds: ['bob-id'],
      }),
    );
  });

  it('is not offered on my own profile', () => {
    renderProfile({ ...bob, id: 'me', username: 'alice' });
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
  });
});
