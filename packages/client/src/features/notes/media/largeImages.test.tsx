import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePreview } from './file/FilePreview';
import { MediaList } from './MediaList';
import { inlineImageUrl, MAX_INLINE_PIXELS } from './mediaRules';
import { makeFile, renderMedia } from './testing';

const ORIGINAL = 'https://example.test/files/cat.png';
const THUMB = 'https://example.test/files/cat-thumb.webp';
/** What the instance stores for a 48 KB PNG of 20,000 × 20,000: its size, no thumbnail. */
const bomb = makeFile({
  name: 'bomb.png',
  size: 48_000,
  properties: { width: 20_000, height: 20_000 },
  thumbnailUrl: null,
  blurhash: null,
});
/** A file whose size the server could not read (a format it does not decode). */
const unknownSize = makeFile({ name: 'odd.png', properties: {}, thumbnailUrl: null });

/** Every image element in the document that would decode the original. */
const originals = () => [...document.querySelectorAll('img')].filter((img) => img.src === ORIGINAL);

describe('inlineImageUrl: never an original of unknown or excessive size', () => {
  it('prefers the thumbnail for previews and the original, when safe, for full views', () => {
    const normal = makeFile();
    expect(inlineImageUrl(normal, 'preview')).toBe(THUMB);
    expect(inlineImageUrl(normal, 'full')).toBe(ORIGINAL);
    const noThumb = makeFile({ thumbnailUrl: null });
    expect(inlineImageUrl(noThumb, 'preview')).toBe(ORIGINAL);
  });

  it('gives the thumbnail, or nothing, for a picture over the limit or of unknown size', () => {
    for (const file of [bomb, unknownSize]) {
      expect(inlineImageUrl(file, 'preview')).toBeNull();
      expect(inlineImageUrl(file, 'full')).toBeNull();
      expect(inlineImageUrl({ ...file, thumbnailUrl: THUMB }, 'full')).toBe(THUMB);
    }
    const side = Math.floor(Math.sqrt(MAX_INLINE_PIXELS));
    expect(inlineImageUrl(makeFile({ properties: { width: side, height: side } }), 'full')).toBe(ORIGINAL);
    expect(inlineImageUrl(makeFile({ properties: { width: side + 1, height: side + 1 } }), 'full')).toBe(
      THUMB,
    );
  });

  it('refuses URLs that are not http(s)', () => {
    expect(
      inlineImageUrl(makeFile({ url: 'javascript:alert(1)', thumbnailUrl: null }), 'preview'),
    ).toBeNull();
  });
});

describe('a picture too large to show inline', () => {
  it('is a card in the note with its name, size and an "open original" link with a warning', () => {
    renderMedia(<MediaList files={[bomb]} />);
    expect(originals()).toEqual([]);
    expect(screen.getByText('bomb.png')).toBeInTheDocument();
    expect(screen.getByText('48 kB · 20,000 × 20,000 px')).toBeInTheDocument();
    expect(screen.getByText('Too large to show here')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open original' });
    expect(link).toHaveAttribute('href', ORIGINAL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Opening it can slow down or crash your browser.');
  });

  it('is a card too when its size is unknown and there is no thumbnail', () => {
    renderMedia(<MediaList files={[unknownSize]} />);
    expect(originals()).toEqual([]);
    expect(screen.getByText('Not shown here: its size is unknown')).toBeInTheDocument();
  });

  it('shows its thumbnail in the note when the server made one', () => {
    renderMedia(<MediaList files={[{ ...bomb, thumbnailUrl: THUMB }]} />);
    expect(originals()).toEqual([]);
    expect(screen.getByRole('img', { name: 'A cat' })).toHaveAttribute('src', THUMB);
  });

  it('is never loaded by the file page', () => {
    renderMedia(<FilePreview file={bomb} />);
    expect(originals()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open original' })).toHaveAttribute('href', ORIGINAL);
  });
});
