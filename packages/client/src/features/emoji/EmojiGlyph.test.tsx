import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { EmojiGlyph } from './EmojiGlyph';

function withStyle(style: 'twemoji' | 'native', ui: ReactNode) {
  return render(
    <SettingsProvider store={createMemorySettingsStore({ emojiStyle: style })}>{ui}</SettingsProvider>,
  );
}

describe('EmojiGlyph', () => {
  it('shows a unicode emoji as a Twemoji image named by the emoji itself', () => {
    withStyle('twemoji', <EmojiGlyph value="👍" size={24} />);
    const image = screen.getByRole('img', { name: '👍' });
    expect(image).toHaveAttribute('src', '/twemoji/1f44d.svg');
  });

  it('shows the device glyph in native style, still named', () => {
    withStyle('native', <EmojiGlyph value="🎉" />);
    expect(screen.getByRole('img', { name: '🎉' })).toHaveTextContent('🎉');
  });

  it('shows a custom emoji’s image, lazily, named :name:', () => {
    const emoji = {
      name: 'blobcat',
      aliases: [],
      category: null,
      url: 'https://example.test/emoji/blobcat.webp',
    };
    withStyle('twemoji', <EmojiGlyph value=":blobcat:" emoji={emoji} />);
    const image = screen.getByRole('img', { name: ':blobcat:' });
    expect(image).toHaveAttribute('src', emoji.url);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('draggable', 'false');
  });

  it('never loads a non-http image url', () => {
    const emoji = { name: 'evil', aliases: [], category: null, url: 'javascript:alert(1)' };
    withStyle('twemoji', <EmojiGlyph value=":evil:" emoji={emoji} />);
    expect(screen.getByRole('img', { name: ':evil:' })).toHaveAttribute('src', '/emoji/evil.webp');
  });
});
