import { describe, expect, it } from 'vitest';
import { shrinkImage } from './shrinkImage';

describe('shrinkImage', () => {
  it('uploads the original when the image cannot be decoded', async () => {
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'broken.png', {
      type: 'image/png',
    });
    expect(await shrinkImage(broken)).toBe(broken);
  });

  it('passes files that are not images through untouched', async () => {
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    expect(await shrinkImage(text)).toBe(text);
  });
});
