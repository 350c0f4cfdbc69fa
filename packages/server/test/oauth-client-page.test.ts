import { describe, expect, it } from 'vitest';
import { readClientPage, redirectUrisFromLinkHeader } from '../src/oauth/client-page.js';

const BASE = 'https://app.example/client/';

describe('readClientPage', () => {
  it('finds redirect_uri links, resolved against the page, and nothing in comments or scripts', () => {
    const page = readClientPage(
      `<!doctype html><html><head>
        <link rel="redirect_uri" href="/cb">
        <LINK REL='stylesheet redirect_uri' HREF=cb2 />
        <link rel="redirect_uri-not" href="/no">
        <!-- <link rel="redirect_uri" href="/commented"> -->
        <script>document.write('<link rel="redirect_uri" href="/scripted">')</script>
        <link rel="redirect_uri" href="https://other.example/x?a=1&amp;b=2">
      </head></html>`,
      BASE,
    );
    expect(page.redirectUris).toEqual([
      'https://app.example/cb',
      'https://app.example/client/cb2',
      'https://other.example/x?a=1&b=2',
    ]);
  });

  it('reads the h-app name, url and logo, with entities decoded and whitespace folded', () => {
    const page = readClientPage(
      `<div class="card h-app" data-x="a>b">
         <img class="u-logo" src="logo.png" alt="">
         <a class="p-name u-url" href="/client/">Misklient
           &amp;   <b>friends</b> &#x1F600;</a>
       </div>`,
      BASE,
    );
    expect(page.apps).toEqual([
      {
        name: 'Misklient & friends 😀',
        url: 'https://app.example/client/',
        logo: 'https://app.example/client/logo.png',
      },
    ]);
  });

  it('keeps going on unclosed tags, as a browser would', () => {
    const page = readClientPage('<div class="h-app"><a href="/" class="u-url p-name">Misklient', BASE);
    expect(page.apps).toEqual([{ name: 'Misklient', url: 'https://app.example/', logo: null }]);
  });

  it('implies the name from the text and the url from a linked root; a nested microformat keeps its own', () => {
    const page = readClientPage(
      `<a class="h-app" href="https://app.example/">Plain app</a>
       <div class="h-app"><span class="p-name">Outer</span>
         <div class="h-card"><span class="p-name">Author</span><a class="u-url" href="/me">me</a></div>
       </div>`,
      BASE,
    );
    expect(page.apps).toEqual([
      { name: 'Plain app', url: 'https://app.example/', logo: null },
      { name: 'Outer', url: null, logo: null },
    ]);
  });

  it('never takes a property from outside the h-app, and survives garbage', () => {
    const page = readClientPage(
      '<span class="p-name">Outside</span><div class="h-app"></div><<>>< / a><a',
      BASE,
    );
    expect(page.apps).toEqual([{ name: null, url: null, logo: null }]);
    expect(readClientPage('', BASE)).toEqual({ redirectUris: [], apps: [] });
  });
});

describe('a hostile page', () => {
  it('is read in linear time: deep nesting, thousands of h-apps and scripts', () => {
    const size = 512 * 1024;
    const pages = [
      '<div class="h-app"><span class="p-name">'.repeat(size / 40),
      '<script>'.repeat(size / 8),
      `${'<b>x'.repeat(size / 8)}`,
    ];
    for (const html of pages) {
      const started = performance.now();
      const page = readClientPage(html, BASE);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(page.apps.length).toBeLessThanOrEqual(16);
    }
  });
});

describe('redirectUrisFromLinkHeader', () => {
  it('takes every link whose rel list has redirect_uri', () => {
    expect(
      redirectUrisFromLinkHeader(
        '</a>; rel="redirect_uri", <https://x.example/b>; rel=redirect_uri, </c>; rel="next", </d>; title="x"; rel="me redirect_uri"',
        BASE,
      ),
    ).toEqual(['https://app.example/a', 'https://x.example/b', 'https://app.example/d']);
    expect(redirectUrisFromLinkHeader(undefined, BASE)).toEqual([]);
  });
});
