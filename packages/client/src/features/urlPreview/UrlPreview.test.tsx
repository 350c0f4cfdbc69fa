import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseMfm } from '@/mfm';
import { renderWithProviders } from '@/test/helpers';
import { previewUrls } from './extractUrls';
import { UrlPreviewCard } from './UrlPreviewCard';

/** Answers `/url` with `summary` and records what was asked. */
function serveSummary(summary: unknown, status = 200) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(summary), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const hostile = {
  url: 'https://tea.example/page',
  title: '<img src=x onerror="alert(1)">Tea',
  description: '<b>bold</b> & <script>alert(2)</script>',
  icon: 'javascript:alert(3)',
  thumbnail: 'data:image/svg+xml,<svg onload=alert(4)>',
  sitename: '<i>Tea Site</i>',
  player: { url: 'javascript:alert(5)', width: 640, height: 360, allow: ['autoplay', 'camera'] },
  sensitive: false,
};

describe('UrlPreviewCard', () => {
  it('shows what the page says as text only, and links nothing but http(s)', async () => {
    const asked = serveSummary(hostile);
    const { container } = renderWithProviders(
      <UrlPreviewCard url="https://tea.example/page#part" origin="https://server.example" />,
    );
    const link = await screen.findByRole('link', { name: /<img src=x onerror="alert\(1\)">Tea/ });
    expect(asked).toEqual([
      `https://server.example/url?url=${encodeURIComponent('https://tea.example/page')}&lang=en-US`,
    ]);
    expect(link).toHaveAttribute('href', 'https://tea.example/page#part');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveTextContent('<b>bold</b> & <script>alert(2)</script>');
    expect(link).toHaveTextContent('<i>Tea Site</i>');
    // Nothing the page said became markup: no element but the card's own, no image from a script URL.
    expect(container.querySelector('script, b, i, svg[onload], [onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // A player whose URL is not http(s) is no player at all.
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('loads a page player only when asked, sandboxed with the allowed features only', async () => {
    // The test checks the frame's attributes; happy-dom would otherwise fetch its page.
    const settings = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
      .happyDOM?.settings;
    if (settings) settings.disableIframePageLoading = true;
    onTestFinished(() => {
      if (settings) settings.disableIframePageLoading = false;
    });
    serveSummary({
      ...hostile,
      title: 'A video',
      thumbnail: 'https://tea.example/thumb.png',
      player: { ...hostile.player, url: 'https://video.example/embed/1' },
    });
    const { container } = renderWithProviders(
      <UrlPreviewCard url="https://tea.example/page" origin="https://server.example" />,
    );
    await screen.findByRole('link', { name: /A video/ });
    expect(container.querySelector('img[src="https://tea.example/thumb.png"]')).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const player = screen.getByTitle('Player: A video');
    expect(player).toHaveAttribute('src', 'https://video.example/embed/1');
    expect(player).toHaveAttribute('allow', 'autoplay');
    expect(player.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('hides the thumbnail of a page marked sensitive, and keeps the card when there is no summary', async () => {
    serveSummary({ ...hostile, title: 'Marked', thumbnail: 'https://tea.example/t.png', sensitive: true });
    const first = renderWithProviders(
      <UrlPreviewCard url="https://tea.example/a" origin="https://s.example" />,
    );
    await screen.findByRole('link', { name: /Marked/ });
    expect(first.container.querySelector('img')).toBeNull();
    first.unmount();

    serveSummary({ error: { code: 'URL_PREVIEW_FAILED' } }, 422);
    renderWithProviders(<UrlPreviewCard url="https://tea.example/b" origin="https://s.example" />);
    const link = screen.getByRole('link', { name: /tea\.example/ });
    await vi.waitFor(() => expect(link).toHaveTextContent('https://tea.example/b'));
    expect(link).toHaveAttribute('href', 'https://tea.example/b');
  });
});

describe('previewUrls', () => {
  it("takes a note's http(s) links once each, not silent ones nor the quoted note's, at most four", () => {
    const text = [
      'https://a.example/one#x https://a.example/one#y',
      '[label](https://b.example/) ?[silent](https://c.example/)',
      '<https://d.example/> https://quoted.example/notes/1',
      'https://e.example/ https://f.example/ https://g.example/',
    ].join('\n');
    expect(previewUrls(parseMfm(text), ['https://quoted.example/notes/1'])).toEqual([
      'https://a.example/one#x',
      'https://b.example/',
      'https://d.example/',
      'https://e.example/',
    ]);
  });
});
