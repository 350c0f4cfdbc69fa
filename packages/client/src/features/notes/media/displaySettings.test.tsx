import { cleanup, screen, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { MediaList } from './MediaList';
import { type MediaTestOptions, makeFile, renderMedia } from './testing';

// The media settings of issue 22: loadRawImages, imageNewTab, highlightSensitiveMedia,
// useNativeUIForVideoAudioPlayer.

function setup(files: Misskey.entities.DriveFile[], options: MediaTestOptions = {}) {
  const result = renderMedia(<MediaList files={files} />, options);
  return { ...result, image: () => screen.getByRole('img', { name: 'A cat' }) as HTMLImageElement };
}

describe('media display settings', () => {
  it('shows the thumbnail, or the original with loadRawImages', () => {
    const { image } = setup([makeFile()]);
    expect(image().getAttribute('src')).toBe('https://example.test/files/cat-thumb.webp');
    cleanup();
    const raw = setup([makeFile()], { settings: { loadRawImages: true } });
    expect(raw.image().getAttribute('src')).toBe('https://example.test/files/cat.png');
  });

  it('opens the viewer from a button, or with imageNewTab links the original into a new tab', () => {
    setup([makeFile()]);
    expect(screen.getByRole('button', { name: 'A cat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'A cat' })).toBeNull();
    cleanup();
    setup([makeFile()], { settings: { imageNewTab: true } });
    const link = screen.getByRole('link', { name: 'A cat' });
    expect(link).toHaveAttribute('href', 'https://example.test/files/cat.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('outlines sensitive media only with highlightSensitiveMedia, covered or shown', async () => {
    const files = [
      makeFile({ isSensitive: true }),
      makeFile({ id: 'f2', name: 'dog.png', comment: 'A dog' }),
    ];
    renderMedia(<MediaList files={files} />);
    expect(document.querySelector('[data-highlight-sensitive]')).toBeNull();
    cleanup();
    const { user } = renderMedia(<MediaList files={files} />, {
      settings: { highlightSensitiveMedia: true },
    });
    const marked = () => [...document.querySelectorAll('[data-highlight-sensitive]')];
    expect(marked()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Show media/ }));
    expect(marked()).toHaveLength(1);
    expect(within(marked()[0] as HTMLElement).getByRole('img', { name: 'A cat' })).toBeInTheDocument();
  });

  it('gives a video the speed select, or the bare browser player with useNativeUIForVideoAudioPlayer', () => {
    const video = makeFile({
      type: 'video/mp4',
      name: 'clip.mp4',
      url: 'https://example.test/files/clip.mp4',
    });
    renderMedia(<MediaList files={[video]} />);
    expect(screen.getByLabelText('Playback speed')).toBeInTheDocument();
    cleanup();
    renderMedia(<MediaList files={[video]} />, { settings: { useNativeUIForVideoAudioPlayer: true } });
    const player = document.querySelector('video') as HTMLVideoElement;
    expect(player.controls).toBe(true);
    expect(player.getAttribute('src')).toBe('https://example.test/files/clip.mp4');
    expect(screen.queryByLabelText('Playback speed')).toBeNull();
  });
});
