import { describe, expect, it } from 'vitest';
import { customEmojiValue, parseEmojiValue } from './emojiValue';

describe('emoji values', () => {
  it('writes a custom emoji as :name: and reads it back', () => {
    expect(customEmojiValue('blobcat')).toBe(':blobcat:');
    expect(parseEmojiValue(':blobcat:')).toEqual({ kind: 'custom', name: 'blobcat', host: null });
  });

  it('reads another server’s emoji, and @. as this server', () => {
    expect(parseEmojiValue(':blobcat@far.example:')).toEqual({
      kind: 'custom',
      name: 'blobcat',
      host: 'far.example',
    });
    expect(parseEmojiValue(':blobcat@.:')).toEqual({ kind: 'custom', name: 'blobcat', host: null });
  });

  it('takes anything else as a unicode emoji', () => {
    expect(parseEmojiValue('👍')).toEqual({ kind: 'unicode', char: '👍' });
    expect(parseEmojiValue('::')).toEqual({ kind: 'unicode', char: '::' });
  });
});
