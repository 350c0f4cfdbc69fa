import { describe, expect, it } from 'vitest';
import { noteIdOf } from './ChannelForm';
import { safeChannelColor, safeImageUrl } from './channelStyle';

describe('channel form and styles', () => {
  it('reads a pinned note from an id or a note link, and nothing else', () => {
    expect(noteIdOf('  9xyzabc  ')).toBe('9xyzabc');
    expect(noteIdOf('https://example.com/notes/9xyzabc')).toBe('9xyzabc');
    expect(noteIdOf('https://example.com/notes/9xyzabc/reactions?x=1')).toBe(null);
    expect(noteIdOf('https://example.com/notes/9xyzabc?x=1')).toBe('9xyzabc');
    expect(noteIdOf('')).toBe(null);
    expect(noteIdOf('not an id')).toBe(null);
  });

  it('lets only hex colours and http(s) images through to styles and images', () => {
    expect(safeChannelColor('#86b300')).toBe('#86b300');
    expect(safeChannelColor('#FFF')).toBe('#FFF');
    expect(safeChannelColor('red; background: url(https://x)')).toBe(null);
    expect(safeChannelColor('#12345')).toBe(null);
    expect(safeImageUrl('https://a.example/b.png')).toBe('https://a.example/b.png');
    expect(safeImageUrl('javascript:alert(1)')).toBe(null);
    expect(safeImageUrl(null)).toBe(null);
  });
});
