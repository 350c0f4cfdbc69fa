import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './AnnouncementCard';

describe('safeImageUrl', () => {
  it('keeps http and https images', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('http://example.com/a.png')).toBe('http://example.com/a.png');
  });

  it('drops other schemes, junk and nothing', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageUrl('not a url')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
