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

describe('the profile of a cat with fields and a location', () => {
  it('shows the location, the cat mark, and field values with only http(s) addresses as links', async () => {
    renderProfile({
      ...bob,
      isCat: true,
      location: 'Kyoto',
      fields: [
        { name: 'Site', value: 'https://example.com/me' },
        { name: 'Trap', value: 'javascript:alert(1) <img src=x onerror=alert(1)>' },
      ],
    } as unknown as Misskey.entities.UserDetailed);
    expect(await screen.findByRole('img', { name: 'Cat' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Location' }).parentElement).toHaveTextContent('Kyoto');
    expect(screen.getByRole('link', { name: 'https://example.com/me' })).toHaveAttribute(
      'href',
      'https://example.com/me',
    );
    expect(screen.getByText('Trap').closest('div')).toHaveTextContent(
      'javascript:alert(1) <img src=x onerror=alert(1)>',
    );
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
