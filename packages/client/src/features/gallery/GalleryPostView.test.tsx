import { screen, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type MediaTestOptions, makeFile, renderMedia } from '@/features/notes/media/testing';
import { GalleryPostView } from './GalleryPostView';

function post(over: Partial<Misskey.entities.GalleryPost> = {}): Misskey.entities.GalleryPost {
  return {
    id: 'p1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: null } as Misskey.entities.UserLite,
    title: 'Two cats',
    description: 'On the sofa',
    fileIds: ['f1'],
    files: [makeFile()],
    isSensitive: false,
    likedCount: 2,
    isLiked: false,
    ...over,
  };
}

function Live({ initial }: { initial: Misskey.entities.GalleryPost }) {
  const [value, setValue] = useState(initial);
  return <GalleryPostView post={value} onChange={setValue} />;
}

const setup = (value: Misskey.entities.GalleryPost, options: MediaTestOptions = {}) =>
  renderMedia(<Live initial={value} />, { handler: () => ({}), ...options });

describe('GalleryPostView', () => {
  it("likes and unlikes another user's post, the count following", async () => {
    const { user, api } = setup(post());
    await user.click(screen.getByRole('button', { name: 'Like (2)' }));
    expect(screen.getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Like (3)' }));
    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.map((call) => call.endpoint)).toEqual(['gallery/posts/like', 'gallery/posts/unlike']);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('gives the author no Like button (Misskey refuses it), and deletes only after a confirm', async () => {
    const { user, api, history } = setup(post({ userId: 'viewer' }));
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete this post/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.endpoint === 'gallery/posts/delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.endpoint === 'gallery/posts/delete')).toEqual([
      { endpoint: 'gallery/posts/delete', params: { postId: 'p1' } },
    ]);
    expect(history.current()).toBe('/gallery#mine');
  });

  it('keeps the pictures of a sensitive post covered until asked', async () => {
    const { user } = setup(post({ isSensitive: true }));
    expect(screen.queryByRole('button', { name: /in the viewer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content: show/ }));
    expect(screen.getByRole('button', { name: 'Open A cat in the viewer' })).toBeInTheDocument();
  });
});
