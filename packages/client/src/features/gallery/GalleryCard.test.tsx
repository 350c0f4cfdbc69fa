import { cleanup, screen, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { type MediaTestOptions, makeFile, renderMedia } from '@/features/notes/media/testing';
import { GalleryCard } from './GalleryCard';

const THUMB = 'https://example.test/files/cat-thumb.webp';

function post(over: Partial<Misskey.entities.GalleryPost> = {}): Misskey.entities.GalleryPost {
  return {
    id: 'p1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: 'Alice' } as Misskey.entities.UserLite,
    title: 'Two cats',
    description: null,
    fileIds: ['f1'],
    files: [makeFile()],
    isSensitive: false,
    likedCount: 3,
    ...over,
  };
}

const setup = (value: Misskey.entities.GalleryPost, options: MediaTestOptions = {}) =>
  renderMedia(
    <ul>
      <GalleryCard post={value} />
    </ul>,
    options,
  );
const thumbnail = () => document.querySelector(`img[src="${THUMB}"]`);

describe('GalleryCard', () => {
  it('shows the first picture, the title as a link to the post, the author and the likes', () => {
    setup(post());
    expect(thumbnail()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Two cats' })).toHaveAttribute('href', '/gallery/p1');
    expect(screen.getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/@alice');
    expect(screen.getByText('Likes').parentElement).toHaveTextContent('3');
  });

  it('covers a sensitive post until the reader asks, then shows its picture', async () => {
    const { user } = setup(post({ isSensitive: true }));
    expect(thumbnail()).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content: show.*Two cats/ }));
    expect(thumbnail()).not.toBeNull();
  });

  it('covers a post whose file alone is marked sensitive', () => {
    setup(post({ files: [makeFile({ isSensitive: true })] }));
    expect(thumbnail()).toBeNull();
    expect(screen.getByRole('button', { name: /Sensitive content: show/ })).toBeInTheDocument();
  });

  it('asks first when the confirmation setting is on; Cancel keeps the cover', async () => {
    const { user } = setup(post({ isSensitive: true }), {
      settings: { confirmWhenRevealingSensitiveMedia: true },
    });
    await user.click(screen.getByRole('button', { name: /Sensitive content: show/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Show sensitive media?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(thumbnail()).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content: show/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show it' }));
    expect(thumbnail()).not.toBeNull();
  });

  it('follows the nsfw setting: ignore shows a sensitive post, force covers an ordinary one', () => {
    setup(post({ isSensitive: true }), { settings: { nsfw: 'ignore' } });
    expect(thumbnail()).not.toBeNull();
    cleanup();
    setup(post(), { settings: { nsfw: 'force' } });
    expect(thumbnail()).toBeNull();
    expect(screen.getByRole('button', { name: /Show media/ })).toBeInTheDocument();
  });
});
