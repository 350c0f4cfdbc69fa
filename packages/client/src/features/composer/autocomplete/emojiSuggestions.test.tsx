import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupComposer } from '@/features/composer/testing';
import type { CustomEmoji, UnicodeEmoji } from '@/features/emoji';
import { emojiSuggestions, useEmojiSuggestionSource } from './emojiSuggestions';
import { useAutocomplete } from './useAutocomplete';

function Harness() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const emoji = useEmojiSuggestionSource();
  const autocomplete = useAutocomplete(ref, text, (next) => setText(next), { emoji });
  return (
    <>
      <textarea
        ref={ref}
        aria-label="What's happening?"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => autocomplete.onKeyDown(event)}
      />
      {autocomplete.element}
    </>
  );
}

const smileCat: CustomEmoji = {
  name: 'smile_cat_custom',
  aliases: [],
  category: null,
  url: 'https://example.test/emoji/smile_cat_custom.webp',
};

afterEach(() => localStorage.clear());

describe('composer emoji autocomplete', () => {
  it('offers custom then unicode emoji after :smile and inserts the chosen one', async () => {
    const { user } = setupComposer(<Harness />, {
      handler: (endpoint) => (endpoint === 'emojis' ? { emojis: [smileCat] } : []),
    });
    const box = screen.getByRole('textbox', { name: "What's happening?" });
    await user.click(box);
    await user.type(box, 'hi :smile');
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options[0]).toHaveTextContent(':smile_cat_custom:');
    // Twemoji (the default style) draws the unicode emoji as an image beside its code.
    expect(options[1]).toHaveTextContent(':smile:');
    expect(options[1]?.querySelector('img')?.getAttribute('src')).toMatch(/\/twemoji\/1f604\.svg$/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((box as HTMLTextAreaElement).value.startsWith('hi 😄')).toBe(true);
  });

  it('shows the device glyph in the label when the style is native', () => {
    const smile: UnicodeEmoji = { char: '😄', name: 'smile', aliases: [], keywords: [], category: 'face' };
    const [hit] = emojiSuggestions(
      'smile',
      { custom: [], unicode: [smile] },
      { host: null, roleIds: [] },
      'native',
    );
    expect(hit).toMatchObject({ label: '😄 :smile:', imageUrl: null, insertion: '😄' });
  });

  it('inserts a custom emoji as :name: and leaves local-only ones out for remote users', () => {
    const unicode: UnicodeEmoji[] = [];
    const homegrown = { ...smileCat, name: 'smile_home', localOnly: true };
    const local = emojiSuggestions(
      'smile',
      { custom: [smileCat, homegrown], unicode },
      { host: null, roleIds: [] },
    );
    expect(local.map((s) => s.insertion)).toEqual([':smile_cat_custom:', ':smile_home:']);
    const remote = emojiSuggestions(
      'smile',
      { custom: [smileCat, homegrown], unicode },
      { host: 'far', roleIds: [] },
    );
    expect(remote.map((s) => s.insertion)).toEqual([':smile_cat_custom:']);
  });
});
