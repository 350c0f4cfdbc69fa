import { describe, expect, it } from 'vitest';
import { Mfm } from './Mfm';
import { renderInApp } from './testing';

/** Nothing in the rendered DOM can run script or load a frame. */
function expectInert(root: HTMLElement) {
  expect(
    root.querySelector('script, iframe, object, embed, frame, frameset, style, link, meta, base'),
  ).toBeNull();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on'), `${element.tagName} has ${attribute.name}`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        expect(attribute.value.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  }
}

const CORPUS: Record<string, string> = {
  'raw HTML':
    '<b onclick="alert(1)">x</b><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
  'script tag': '<script>alert(document.cookie)</script>',
  'style tag': '<style>body{display:none}</style>',
  'javascript: url': 'javascript:alert(1) <javascript:alert(1)>',
  'javascript: link': '[click me](javascript:alert(1)) ?[silent](javascript:alert(1))',
  'data: url':
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg== [x](data:text/html,<script>alert(1)</script>)',
  'vbscript: link': '[x](vbscript:msgbox(1))',
  'search with script': '<script>alert(1)</script> javascript:alert(1) search',
  'search with data url': 'data:text/html,<script>alert(1)</script> 検索',
  'link label with html': '[<img src=x onerror=alert(1)>](https://example.org)',
  'custom emoji name': ':"><script>alert(1)</script>:',
  'code block': '```html\n<script>alert(1)</script>\n```',
  'inline code': '`<img src=x onerror=alert(1)>`',
  math: '\\(\\href{javascript:alert(1)}{x}\\) \\[\\url{javascript:alert(1)}\\]',
  'fn arguments':
    '$[fg.color=red;background:url(javascript:alert(1)) x] $[border.style=solid;x:y x] $[font.serif,onload=alert(1) x]',
  'mention with markup': '@<script>alert(1)</script>',
  'hashtag with markup': '#<img src=x onerror=alert(1)>',
};

describe('hostile notes render inert', () => {
  it.each(Object.entries(CORPUS))('%s', (_name, text) => {
    const { container } = renderInApp(<Mfm text={text} emojis={{ evil: 'javascript:alert(1)' }} />);
    expectInert(container);
    expect(container.textContent?.length).toBeGreaterThan(0);
  });

  it('never loads a custom emoji from a javascript: or data: address', () => {
    const { container } = renderInApp(
      <Mfm
        text=":evil: :dat:"
        emojis={{ evil: 'javascript:alert(1)', dat: 'data:image/svg+xml,<svg onload=alert(1)>' }}
      />,
    );
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/emoji/evil.webp', '/emoji/dat.webp']);
  });

  it('keeps raw HTML as visible text', () => {
    const { container } = renderInApp(<Mfm text="<script>alert(1)</script>" />);
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('survives 200 levels of nesting', () => {
    const nestings: Array<[string, string]> = [
      ['$[x2 ', ']'],
      ['**', '**'],
      ['<i>', '</i>'],
      ['<small>', '</small>'],
      ['[a](https://example.org/', ')'],
    ];
    for (const [open, close] of nestings) {
      const text = `${open.repeat(200)}core${close.repeat(200)}`;
      const started = performance.now();
      const { container, unmount } = renderInApp(<Mfm text={text} />);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(container.textContent).toContain('core');
      expectInert(container);
      unmount();
    }
    const quotes = renderInApp(<Mfm text={`${'> '.repeat(200)}core`} />);
    expect(quotes.container.querySelectorAll('blockquote').length).toBeLessThanOrEqual(21);
    expect(quotes.container.textContent).toContain('core');
  });

  it('isolates a right-to-left override so it cannot reorder what follows', () => {
    const { container } = renderInApp(
      <div>
        <Mfm text={'gnp.exe\u202Efdp.txt @alice'} />
        <button type="button">after</button>
      </div>,
    );
    const mfm = container.querySelector('[dir="auto"]') as HTMLElement;
    // The note's own box isolates it (unicode-bidi: isolate in its class, dir=auto)...
    expect(mfm).not.toBeNull();
    // ...and the run holding the override is isolated inside it, apart from the mention.
    const bdi = mfm.querySelector('bdi');
    expect(bdi?.textContent).toBe('gnp.exe\u202Efdp.txt ');
    expect(bdi?.contains(mfm.querySelector('a'))).toBe(false);
  });

  it('renders a 50 000-character note in reasonable time', () => {
    // Mostly prose with some markup, as a long real note is (happy-dom costs ~2 ms per element).
    const prose =
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt. ';
    const unit = `${prose}${prose}**bold** @bob #tag https://example.org/x $[tada hi] <script>x</script> \u202E\n`;
    const text = unit.repeat(Math.ceil(50000 / unit.length)).slice(0, 50000);
    const started = performance.now();
    const { container } = renderInApp(<Mfm text={text} />);
    // Generous: happy-dom on a shared CI core is ~100x slower than a browser (the e2e test checks Chromium).
    expect(performance.now() - started).toBeLessThan(20000);
    expect(container.textContent?.length).toBeGreaterThan(30000);
    expectInert(container);
  }, 60000);

  it('renders a 50 000-character run of plain text', () => {
    const { container } = renderInApp(<Mfm text={'a'.repeat(50000)} />);
    expect(container.textContent).toHaveLength(50000);
  }, 60000);
});
