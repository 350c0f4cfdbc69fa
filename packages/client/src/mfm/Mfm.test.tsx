import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mfm } from './Mfm';
import { renderInApp } from './testing';

const origin = window.location.origin;
const host = window.location.hostname;

function mfm(text: string, props: Partial<Parameters<typeof Mfm>[0]> = {}) {
  return renderInApp(<Mfm text={text} {...props} />);
}

function fn(container: HTMLElement, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-mfm-fn="${name}"]`);
  if (!element) throw new Error(`no ${name} element`);
  return element;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Mfm: nodes', () => {
  it('keeps text and its newlines', () => {
    const { container } = mfm('first line\nsecond line');
    expect(container.textContent).toBe('first line\nsecond line');
  });

  it('renders bold, italic, strike, small and inline code', () => {
    const { container } = mfm('**bold** <i>italic</i> ~~strike~~ <small>small</small> `a < b`');
    expect(container.querySelector('b')?.textContent).toBe('bold');
    expect(container.querySelector('i')?.textContent).toBe('italic');
    expect(container.querySelector('del')?.textContent).toBe('strike');
    expect(container.querySelector('small')?.textContent).toBe('small');
    expect(container.querySelector('code')?.textContent).toBe('a < b');
  });

  it('renders quotes and centred blocks', () => {
    const { container } = mfm('> quoted **text**\n<center>middle</center>');
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted text');
    expect(container.querySelector('blockquote b')).not.toBeNull();
    expect(screen.getByText('middle').tagName).toBe('DIV');
  });

  it('keeps plain text as written', () => {
    const { container } = mfm('<plain>**not bold** @nobody</plain>');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('**not bold** @nobody');
  });

  it('renders a search box that opens a web search in a new tab', () => {
    mfm('misskey 検索');
    const box = screen.getByRole('searchbox', { name: 'Search query' });
    expect(box).toHaveValue('misskey');
    const form = box.closest('form');
    expect(form?.getAttribute('target')).toBe('_blank');
    expect(form?.getAttribute('rel')).toBe('nofollow noopener');
    expect(form?.getAttribute('action')).toMatch(/^https:\/\//);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows a code block as plain code at once, highlights a known language later, and copies', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = mfm('```js\nconst a = 1;\n```');
    const pre = container.querySelector('pre');
    expect(pre?.textContent).toBe('const a = 1;');
    await vi.waitFor(() => expect(pre?.dataset.highlighted).toBe('true'), { timeout: 10000 });
    expect(pre?.textContent).toBe('const a = 1;');
    expect(pre?.querySelectorAll('span').length).toBeGreaterThan(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
  }, 15000);

  it('leaves code in an unknown language plain', async () => {
    const { container } = mfm('```nosuchlanguage\n<b>x</b>\n```');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pre = container.querySelector('pre');
    expect(pre?.dataset.highlighted).toBeUndefined();
    expect(pre?.textContent).toBe('<b>x</b>');
    expect(pre?.querySelector('b')).toBeNull();
  });

  it('shows raw TeX until KaTeX has loaded, then the formula', async () => {
    const { container } = mfm('\\(x^2\\)\n\\[\\frac{1}{2}\\]');
    expect(container.textContent).toContain('x^2');
    await vi.waitFor(() => expect(container.querySelectorAll('.katex').length).toBe(2), { timeout: 10000 });
    expect(container.querySelector('.katex-display')).not.toBeNull();
  }, 15000);

  it('does not let TeX make links or throw on errors', async () => {
    const { container } = mfm('\\(\\href{javascript:alert(1)}{click} \\frac{\\)');
    await vi.waitFor(() => expect(container.querySelector('.katex, .katex-error')).not.toBeNull(), {
      timeout: 10000,
    });
    expect(container.querySelector('a')).toBeNull();
  }, 15000);

  it('shows unicode emoji as text marked with the emoji style', () => {
    const { container } = renderInApp(<Mfm text="hi 👍" />, { settings: { emojiStyle: 'native' } });
    const emoji = container.querySelector('[data-emoji-style]');
    expect(emoji?.textContent).toBe('👍');
    expect(emoji?.getAttribute('data-emoji-style')).toBe('native');
  });

  it('shows unicode emoji as twemoji images from the instance, falling back to the glyph', () => {
    const { container } = renderInApp(<Mfm text="ok 👍 ❤️ 👩‍💻" />, { settings: { emojiStyle: 'twemoji' } });
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/twemoji/1f44d.svg',
      '/twemoji/2764.svg', // the variation selector is not part of the file name
      '/twemoji/1f469-200d-1f4bb.svg', // a ZWJ sequence keeps its joiner
    ]);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['👍', '❤️', '👩‍💻']);
    fireEvent.error(images[0] as HTMLImageElement);
    expect(container.querySelector('[data-emoji-style]')?.textContent).toBe('👍');
  });

  it('shows custom emoji from the note, else from the instance, with a text fallback', () => {
    const { container } = mfm(':blob: :local:', { emojis: { blob: 'https://cdn.example/blob.png' } });
    const [blob, local] = Array.from(container.querySelectorAll('img'));
    expect(blob).toHaveAttribute('src', 'https://cdn.example/blob.png');
    expect(blob).toHaveAttribute('alt', ':blob:');
    expect(local).toHaveAttribute('src', '/emoji/local.webp');
    fireEvent.error(local as HTMLImageElement);
    expect(container.textContent).toContain(':local:');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it("loads a remote author's custom emoji with its host", () => {
    const { container } = mfm(':wave:', { author: { host: 'remote.example' } });
    expect(container.querySelector('img')).toHaveAttribute('src', '/emoji/wave@remote.example.webp');
  });

  it('links hashtags to the tag page', () => {
    mfm('#misskey');
    expect(screen.getByRole('link', { name: '#misskey' })).toHaveAttribute('href', '/tags/misskey');
  });

  it('links mentions, without the host when it is this instance', () => {
    mfm(`@alice @bob@remote.example @carol@${host}`);
    expect(screen.getByRole('link', { name: '@alice' })).toHaveAttribute('href', '/@alice');
    expect(screen.getByRole('link', { name: '@bob@remote.example' })).toHaveAttribute(
      'href',
      '/@bob@remote.example',
    );
    expect(screen.getByRole('link', { name: '@carol' })).toHaveAttribute('href', '/@carol');
  });

  it("resolves a bare mention in a remote note to the author's host", () => {
    mfm('@alice', { author: { host: 'remote.example' } });
    expect(screen.getByRole('link', { name: '@alice@remote.example' })).toHaveAttribute(
      'href',
      '/@alice@remote.example',
    );
  });
});

describe('Mfm: links', () => {
  it('opens external URLs in a new tab with nofollow noopener', () => {
    mfm('see https://example.org/page and [label](https://example.org/x)');
    const url = screen.getByRole('link', { name: 'https://example.org/page' });
    expect(url).toHaveAttribute('href', 'https://example.org/page');
    expect(url).toHaveAttribute('target', '_blank');
    expect(url).toHaveAttribute('rel', 'nofollow noopener');
    const link = screen.getByRole('link', { name: 'label' });
    expect(link).toHaveAttribute('href', 'https://example.org/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    expect(link).toHaveAttribute('title', 'https://example.org/x');
  });

  it('does not show the address of a silent link', () => {
    mfm('?[quiet](https://example.org/x)');
    expect(screen.getByRole('link', { name: 'quiet' })).not.toHaveAttribute('title');
  });

  it('routes links to this origin inside the app', () => {
    const { history } = mfm(`${origin}/@alice and [tag](${origin}/tags/cats)`);
    const link = screen.getByRole('link', { name: 'tag' });
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(history.current()).toBe('/tags/cats');
    fireEvent.click(screen.getByRole('link', { name: `${origin}/@alice` }));
    expect(history.current()).toBe('/@alice');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://x.y/z',
  ])('keeps %s as text', (url) => {
    const { container } = mfm(`${url} [click](${url}) <${url}>`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).not.toMatch(/href="(javascript|data|vbscript)/i);
  });
});

describe('Mfm: functions', () => {
  it.each([
    ['tada', '1s'],
    ['jelly', '1s'],
    ['twitch', '0.5s'],
    ['shake', '0.5s'],
    ['spin', '1.5s'],
    ['jump', '0.75s'],
    ['bounce', '0.75s'],
    ['rainbow', '1s'],
    ['sparkle', '1.5s'],
  ])('animates %s with its default speed %s', (name, speed) => {
    const { container } = mfm(`$[${name} moving]`);
    const element = fn(container, name);
    expect(element.textContent).toBe('moving');
    expect(element.style.getPropertyValue('--mfm-speed')).toBe(speed);
    expect(element.style.getPropertyValue('--mfm-delay')).toBe('0s');
  });

  it('takes a valid speed and delay, and ignores bad ones', () => {
    const { container } = mfm('$[jelly.speed=2s,delay=0.5s a] $[shake.speed=fast,delay=1 b]');
    const jelly = fn(container, 'jelly');
    expect(jelly.style.getPropertyValue('--mfm-speed')).toBe('2s');
    expect(jelly.style.getPropertyValue('--mfm-delay')).toBe('0.5s');
    const shake = fn(container, 'shake');
    expect(shake.style.getPropertyValue('--mfm-speed')).toBe('0.5s');
    expect(shake.style.getPropertyValue('--mfm-delay')).toBe('0s');
  });

  it('spins left and alternately', () => {
    const { container } = mfm('$[spin.left a]');
    expect(fn(container, 'spin').style.getPropertyValue('--mfm-direction')).toBe('reverse');
  });

  it('flips, scales (capped at 5), positions and rotates (90° by default)', () => {
    const { container } = mfm(
      '$[flip.v a] $[scale.x=10,y=2 b] $[position.x=1,y=2 c] $[rotate d] $[rotate.deg=30 e]',
    );
    const [flip, scale, position, rotate, rotate30] = Array.from(
      container.querySelectorAll<HTMLElement>('[data-mfm-fn]'),
    );
    expect(flip?.style.getPropertyValue('--mfm-transform')).toBe('scaleY(-1)');
    expect(scale?.style.getPropertyValue('--mfm-transform')).toBe('scale(5, 2)');
    expect(position?.style.getPropertyValue('--mfm-transform')).toBe('translate(1em, 2em)');
    expect(rotate?.style.getPropertyValue('--mfm-transform')).toBe('rotate(90deg)');
    expect(rotate30?.style.getPropertyValue('--mfm-transform')).toBe('rotate(30deg)');
  });

  it('enlarges with x2, x3 and x4', () => {
    const { container } = mfm('$[x2 a] $[x3 b] $[x4 c]');
    expect(fn(container, 'x2').textContent).toBe('a');
    expect(fn(container, 'x3').textContent).toBe('b');
    expect(fn(container, 'x4').textContent).toBe('c');
  });

  it('colours text and background, ignoring a bad colour', () => {
    const { container } = mfm('$[fg.color=f00 red] $[bg.color=00ff00 green] $[fg.color=red bad]');
    expect(fn(container, 'fg').style.getPropertyValue('--mfm-fg')).toBe('#f00');
    expect(fn(container, 'bg').style.getPropertyValue('--mfm-bg')).toBe('#00ff00');
    const bad = screen.getByText('bad');
    expect(bad.getAttribute('style') ?? '').toBe('');
  });

  it('draws a border, with solid for an unknown style', () => {
    const { container } = mfm('$[border.style=wavy,width=2,radius=4,color=123 boxed]');
    const border = fn(container, 'border');
    expect(border.style.getPropertyValue('--mfm-border-style')).toBe('solid');
    expect(border.style.getPropertyValue('--mfm-border-width')).toBe('2px');
    expect(border.style.getPropertyValue('--mfm-border-radius')).toBe('4px');
    expect(border.style.getPropertyValue('--mfm-border-color')).toBe('#123');
  });

  it('changes the font family', () => {
    const { container } = mfm('$[font.monospace mono]');
    expect(fn(container, 'font').style.getPropertyValue('--mfm-font')).toBe('monospace');
  });

  it('blurs by 6 px and can be revealed by keyboard focus', () => {
    const { container } = mfm('$[blur secret]');
    const blur = fn(container, 'blur');
    expect(blur.style.getPropertyValue('--mfm-blur')).toBe('6px');
    expect(blur).toHaveAttribute('tabindex', '0');
    expect(blur.textContent).toContain('secret');
  });

  it('shows ruby text', () => {
    const { container } = mfm('$[ruby 漢字 かんじ]');
    expect(container.querySelector('ruby')?.firstChild?.textContent).toBe('漢字');
    expect(container.querySelector('rt')?.textContent).toBe('かんじ');
  });

  it('shows a unix time as a localized date with the relative time, and "invalid" for a bad value', () => {
    const { container } = mfm('$[unixtime 1700000000] $[unixtime soon]');
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', new Date(1700000000 * 1000).toISOString());
    expect(time?.textContent).toMatch(/2023/);
    expect(container.querySelectorAll('time')).toHaveLength(2);
    expect(container.textContent).toContain('invalid');
  });

  it('shows an unknown function as written', () => {
    const { container } = mfm('$[marquee hello]');
    expect(container.textContent).toBe('$[marquee hello]');
  });

  it('stops animations when the user prefers reduced motion', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { container } = mfm('$[spin a] $[tada b] $[rainbow c] $[x2 d]');
      expect(container.querySelector('[data-mfm-fn="spin"]')).toBeNull();
      expect(container.querySelector('[data-mfm-fn="tada"]')).toBeNull();
      expect(container.querySelector('[data-mfm-fn="rainbow"]')).toBeNull();
      expect(container.textContent).toBe('a b c d');
      // Static effects stay.
      expect(fn(container, 'x2').textContent).toBe('d');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('Mfm: the animation setting', () => {
  it('stops animations when the user turns animated MFM off', () => {
    const { container } = renderInApp(<Mfm text="$[spin a] $[x2 b]" />, { settings: { animatedMfm: false } });
    expect(container.querySelector('[data-mfm-fn="spin"]')).toBeNull();
    expect(container.textContent).toBe('a b');
    expect(fn(container, 'x2').textContent).toBe('b');
  });
});

describe('Mfm: limits and modes', () => {
  it('renders content past the nesting limit of 20 as plain text', () => {
    const depth = 25;
    const { container } = mfm(`${'$[x2 '.repeat(depth)}deep${']'.repeat(depth)}`);
    const effects = container.querySelectorAll('[data-mfm-fn]');
    expect(effects.length).toBeLessThanOrEqual(20);
    expect(container.textContent).toContain('deep');
    expect(container.textContent).toContain('$[x2');
  });

  it('renders only text and emoji in plain mode', () => {
    const { container } = mfm('**Alice** :blob: 👍 @bob https://example.org', { plain: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const images = Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('alt'));
    expect(images).toEqual([':blob:', '👍']);
    expect(container.textContent).toContain('**Alice**');
  });

  it('renders a span for names so it fits inline', () => {
    const { container } = renderInApp(
      <p>
        <Mfm text="Alice" plain nowrap />
      </p>,
    );
    expect(container.querySelector('p > span')?.textContent).toBe('Alice');
  });

  it('isolates the text direction of the whole and of runs holding bidi controls', () => {
    const { container } = mfm('abc \u202Eevil\u202C def @alice');
    expect(container.firstElementChild).toHaveAttribute('dir', 'auto');
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toContain('\u202Eevil');
    expect(within(container).getByRole('link', { name: '@alice' })).toBeInTheDocument();
  });

  it('parses a text once however often it is rendered', async () => {
    const parse = await import('./parse');
    const first = parse.parseMfm('memo **me**');
    expect(parse.parseMfm('memo **me**')).toBe(first);
  });

  it('re-renders nothing new when the same props come again', () => {
    const { rerender } = renderInApp(<Mfm text="same" />);
    act(() => rerender(<Mfm text="same" />));
    expect(screen.getByText('same')).toBeInTheDocument();
  });
});
