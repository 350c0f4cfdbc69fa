import { fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/helpers';
import { MediaList } from './MediaList';
import { type MediaTestOptions, makeFile, renderMedia } from './testing';

type DriveFile = Misskey.entities.DriveFile;

function setup(files: DriveFile[], options: MediaTestOptions = {}) {
  return renderMedia(<MediaList files={files} />, options);
}

const menuEntries = async (user: ReturnType<typeof userEvent.setup>, fileName = 'cat.png') => {
  await user.click(screen.getByRole('button', { name: `Options for ${fileName}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('MediaList: sensitive media', () => {
  it('covers a sensitive image until revealed, and covers it again on Hide', async () => {
    const { user } = setup([makeFile({ isSensitive: true })]);
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sensitive content.*Show media/ }));
    expect(screen.getByRole('button', { name: 'A cat' })).toBeInTheDocument();
    expect(screen.getByText('Sensitive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide media' }));
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
    expect(screen.getByRole('button', { name: /Show media/ })).toBeInTheDocument();
  });

  it('asks before revealing when the confirmation setting is on; cancel keeps it covered', async () => {
    const { user } = setup([makeFile({ isSensitive: true })], {
      settings: { confirmWhenRevealingSensitiveMedia: true },
    });
    await user.click(screen.getByRole('button', { name: /Show media/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Show sensitive media?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Show media/ }));
    const again = await screen.findByRole('dialog', { name: 'Show sensitive media?' });
    await user.click(within(again).getByRole('button', { name: 'Show it' }));
    expect(await screen.findByRole('img', { name: 'A cat' })).toBeInTheDocument();
  });

  it('shows sensitive media at once when nsfw is ignore, and covers everything when force', () => {
    setup([makeFile({ isSensitive: true })], { settings: { nsfw: 'ignore' } });
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide media' })).toBeNull();
  });

  it('covers even ordinary media when nsfw is force', () => {
    setup([makeFile({ isSensitive: false })], { settings: { nsfw: 'force' } });
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
    expect(screen.getByRole('button', { name: /Media hidden by your settings/ })).toBeInTheDocument();
  });

  it('does not load media with data saver on until asked, without a confirmation', async () => {
    const { user } = setup([makeFile()], {
      settings: { dataSaver: { media: true, avatar: false, urlPreview: false, code: false } },
    });
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Not loaded, to save data.*Show media/ }));
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MediaList: layout and players', () => {
  it('gives a single image the one-image appearance from the settings', () => {
    setup([makeFile()], { settings: { mediaListWithOneImageAppearance: '2_3' } });
    const image = screen.getByRole('img', { name: 'A cat' });
    expect(image.closest('[data-single]')).toHaveAttribute('data-single', '2_3');
  });

  it('lays several files out as a grid without the one-image appearance', () => {
    setup([makeFile(), makeFile({ id: 'f2', comment: 'A dog', name: 'dog.png' })]);
    expect(screen.getByRole('img', { name: 'A dog' }).closest('[data-single]')).toBeNull();
  });

  it('uses the file name when there is no description', () => {
    setup([makeFile({ comment: null })]);
    expect(screen.getByRole('button', { name: 'cat.png' })).toBeInTheDocument();
  });

  it('plays video at the default volume with a named speed choice', async () => {
    const { user } = setup([makeFile({ type: 'video/mp4', name: 'clip.mp4', comment: null })]);
    const video = document.querySelector('video');
    expect(video?.volume).toBe(0.25);
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    await user.selectOptions(speed, '1.5');
    expect(video?.playbackRate).toBe(1.5);
  });

  it('answers the player keys: volume by 0.1, seek by 5 s, space to play', () => {
    setup([makeFile({ type: 'audio/ogg', name: 'song.ogg', comment: null })]);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const play = vi.spyOn(audio, 'play').mockResolvedValue();
    fireEvent.keyDown(audio, { key: 'ArrowUp' });
    expect(audio.volume).toBe(0.35);
    fireEvent.keyDown(audio, { key: 'ArrowDown' });
    fireEvent.keyDown(audio, { key: 'ArrowDown' });
    expect(audio.volume).toBe(0.15);
    audio.currentTime = 12;
    fireEvent.keyDown(audio, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(7);
    fireEvent.keyDown(audio, { key: ' ' });
    expect(play).toHaveBeenCalled();
  });

  it('offers other files as a download row with name and size', () => {
    setup([makeFile({ type: 'application/zip', name: 'notes.zip', size: 1_500_000 })]);
    const link = screen.getByRole('link', { name: /notes\.zip/ });
    expect(link).toHaveAttribute('href', 'https://example.test/files/cat.png');
    expect(link).toHaveTextContent('1.5 MB');
  });

  it('never links a file whose URL is not http or https', () => {
    setup([makeFile({ type: 'application/zip', name: 'x.zip', url: 'javascript:alert(1)' })]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('MediaList: the media menu', () => {
  it('gives the owner a link to the file details, and no moderation entries', async () => {
    const { user } = setup([makeFile({ userId: 'viewer' })]);
    expect(await menuEntries(user)).toEqual(['Open in new tab', 'Download', 'File details']);
  });

  it('gives another user only open and download', async () => {
    const { user } = setup([makeFile()]);
    expect(await menuEntries(user)).toEqual(['Open in new tab', 'Download']);
  });

  it('lets a moderator mark the file sensitive, which covers it at once', async () => {
    const { user, api } = setup([makeFile()], { me: { isModerator: true } });
    expect(await menuEntries(user)).toEqual([
      'Open in new tab',
      'Download',
      'Mark as sensitive',
      'Open file in moderation view',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Mark as sensitive' }));
    expect(api.calls).toContainEqual({
      endpoint: 'drive/files/update',
      params: { fileId: 'f1', isSensitive: true },
    });
    expect(await screen.findByRole('button', { name: /Sensitive content/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
  });

  it('lets an admin unmark a sensitive file', async () => {
    const { user, api } = setup([makeFile({ isSensitive: true })], {
      me: { isAdmin: true },
      settings: { nsfw: 'ignore' },
    });
    expect(await menuEntries(user)).toContain('Unmark as sensitive');
    await user.click(screen.getByRole('menuitem', { name: 'Unmark as sensitive' }));
    expect(api.calls.at(-1)?.params).toEqual({ fileId: 'f1', isSensitive: false });
    expect(await screen.findByText('No longer marked as sensitive')).toBeInTheDocument();
  });

  it('keeps the file as it was and explains when the server refuses', async () => {
    const { user } = setup([makeFile()], {
      me: { isModerator: true },
      handler: () => {
        throw apiError('ACCESS_DENIED', 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9', 'Access denied.');
      },
    });
    await menuEntries(user);
    await user.click(screen.getByRole('menuitem', { name: 'Mark as sensitive' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument();
  });
});
