import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmojiGlyph } from '@/features/emoji';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { Mfm } from './Mfm';
import { renderInApp } from './testing';

// What the data saver for code and the still-images setting change in rendered text (issue 22).

const codeSaver = { media: false, avatar: false, urlPreview: false, code: true };

describe('code data saver and still images', () => {
  it('shows code plain under the code data saver, even code highlighted before', async () => {
    const text = '```js\nconst saved = 2;\n```';
    const highlighted = renderInApp(<Mfm text={text} />);
    const first = highlighted.container.querySelector('pre');
    await vi.waitFor(() => expect(first?.dataset.highlighted).toBe('true'), { timeout: 10000 });
    highlighted.unmount();

    // The same code again would be highlighted at once from the cache; the saver keeps it plain.
    const { container } = renderInApp(<Mfm text={text} />, { settings: { dataSaver: codeSaver } });
    const pre = container.querySelector('pre');
    expect(pre?.dataset.highlighted).toBeUndefined();
    expect(pre?.textContent).toBe('const saved = 2;');
    expect(pre?.querySelectorAll('span')).toHaveLength(0);
  }, 15000);

  it('draws custom emoji still, named as before, when animated images are stopped', async () => {
    const moving = renderInApp(<Mfm text="hi :party:" />);
    expect(moving.container.querySelector('img[alt=":party:"]')).not.toBeNull();
    moving.unmount();

    const { container } = renderInApp(<Mfm text="hi :party:" />, {
      settings: { disableShowingAnimatedImages: true },
    });
    await vi.waitFor(() =>
      expect(container.querySelector('canvas[data-still]')).toHaveAttribute('aria-label', ':party:'),
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws a custom emoji glyph (reactions, the picker) still too', async () => {
    const emoji = { name: 'party', aliases: [], category: null, url: 'https://example.test/party.gif' };
    const { container } = render(
      <SettingsProvider store={createMemorySettingsStore({ disableShowingAnimatedImages: true })}>
        <EmojiGlyph value=":party:" emoji={emoji} />
      </SettingsProvider>,
    );
    await vi.waitFor(() =>
      expect(container.querySelector('canvas[data-still]')).toHaveAttribute('aria-label', ':party:'),
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
