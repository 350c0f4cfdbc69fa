/**
 * What an OAuth client publishes at its client_id URL (IndieAuth client information): the
 * redirect URIs it announces (`<link rel="redirect_uri">` and the `Link` header) and its h-app
 * microformat (name, logo, url). No HTML parser is a dependency of the server, so this is a
 * small tokenizer that reads only tags, attributes and text; everything it returns is the
 * client's word and is treated as untrusted text and URLs.
 */

import { decodeEntities } from '../services/html-entities.js';

export interface HApp {
  name: string | null;
  url: string | null;
  logo: string | null;
}

export interface ClientPage {
  /** Absolute URLs, resolved against the page's own URL. */
  redirectUris: string[];
  apps: HApp[];
}

/** Elements that never have content, so they are never pushed on the open-element stack. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/**
 * Bounds that keep a hostile page linear: deeper elements are read as if empty, later h-apps
 * are ignored, and only a few elements collect their text at once.
 */
const MAX_DEPTH = 256;
const MAX_APPS = 16;
const MAX_COLLECTING = 8;
/** Elements whose content is not markup: skipped to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'template', 'noscript']);

interface Tag {
  name: string;
  attrs: Map<string, string>;
  selfClosing: boolean;
  /** Index just past the tag's `>`. */
  end: number;
}

/** Reads a start tag at `start` (which holds `<` followed by a letter). */
function readStartTag(html: string, start: number): Tag {
  const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(start, start + 64));
  const name = (nameMatch?.[1] ?? '').toLowerCase();
  let i = start + 1 + name.length;
  const attrs = new Map<string, string>();
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i] as string;
    if (c === '>') return { name, attrs, selfClosing, end: i + 1 };
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    let j = i;
    while (j < html.length && !/[\s/>=]/.test(html[j] as string)) j++;
    const attrName = html.slice(i, j).toLowerCase();
    i = j;
    while (i < html.length && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        let k = i;
        while (k < html.length && !/[\s>]/.test(html[k] as string)) k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    if (attrName !== '' && !attrs.has(attrName)) attrs.set(attrName, decodeEntities(value));
    if (j === i && attrName === '') i++; // a stray character: never loop on it
  }
  return { name, attrs, selfClosing, end: html.length };
}

interface OpenElement {
  name: string;
  /** The h-app this element's properties belong to; null inside another microformat. */
  app: HAppBuilder | null;
  /** Collects this element's text for p-name (or the implied name of an h-app root). */
  text: string[] | null;
  onClose: ((text: string) => void) | null;
}

interface HAppBuilder {
  result: HApp;
  rootText: string[];
}

function classesOf(tag: Tag): string[] {
  return (tag.attrs.get('class') ?? '').split(/\s+/).filter((c) => c !== '');
}

function resolveUrl(raw: string | undefined, base: string): string | null {
  if (raw === undefined) return null;
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    return null;
  }
}

function cleanText(parts: string[]): string {
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

/** The URL a u-* property element stands for (mf2: href on a/area/link, src on img and media). */
function urlProperty(tag: Tag, base: string): string | null {
  if (['a', 'area', 'link'].includes(tag.name)) return resolveUrl(tag.attrs.get('href'), base);
  if (['img', 'audio', 'video', 'source', 'iframe'].includes(tag.name))
    return resolveUrl(tag.attrs.get('src'), base);
  return null;
}

/** Reads the client information of an HTML page fetched from `baseUrl`. */
export function readClientPage(html: string, baseUrl: string): ClientPage {
  const redirectUris: string[] = [];
  const apps: HAppBuilder[] = [];
  const stack: OpenElement[] = [];
  /** The text arrays of open elements that collect (a subsequence of the stack). */
  const collecting: string[][] = [];
  let i = 0;

  const closeTop = () => {
    const top = stack.pop();
    if (top?.text && collecting[collecting.length - 1] === top.text) collecting.pop();
    if (top?.onClose && top.text) top.onClose(cleanText(top.text));
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) {
      const text = html.slice(i, textEnd);
      for (const parts of collecting) parts.push(text);
      i = textEnd;
      if (lt === -1) break;
    }
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[i + 1] ?? '';
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (next === '/') {
      const match = /^<\/([a-zA-Z][^\s/>]*)[^>]*>?/.exec(html.slice(i, i + 256));
      const name = (match?.[1] ?? '').toLowerCase();
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      const at = stack.map((el) => el.name).lastIndexOf(name);
      if (at !== -1) while (stack.length > at) closeTop();
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      for (const parts of collecting) parts.push('<');
      i++;
      continue;
    }

    const tag = readStartTag(html, i);
    i = tag.end;
    const classes = classesOf(tag);
    const parent = stack[stack.length - 1];
    let app = parent ? parent.app : null;
    const owner = app;

    if (tag.name === 'link' && (tag.attrs.get('rel') ?? '').split(/\s+/).includes('redirect_uri')) {
      const href = resolveUrl(tag.attrs.get('href'), baseUrl);
      if (href) redirectUris.push(href);
    }

    let onClose: OpenElement['onClose'] = null;
    let text: string[] | null = null;
    // Properties of the enclosing h-app (a nested root's own classes also count for its parent).
    if (owner) {
      if (classes.includes('p-name')) {
        const alt = ['img', 'area'].includes(tag.name) ? tag.attrs.get('alt') : undefined;
        if (alt !== undefined) owner.result.name ??= alt.trim() || null;
        else {
          text = [];
          onClose = (value) => {
            owner.result.name ??= value || null;
          };
        }
      }
      if (classes.includes('u-url')) owner.result.url ??= urlProperty(tag, baseUrl);
      if (classes.includes('u-logo')) owner.result.logo ??= urlProperty(tag, baseUrl);
    }
    if (classes.includes('h-app') && apps.length < MAX_APPS) {
      const builder: HAppBuilder = { result: { name: null, url: null, logo: null }, rootText: [] };
      apps.push(builder);
      app = builder;
      text ??= builder.rootText;
      // mf2's implied url: an h-app that is itself a link.
      if (['a', 'area'].includes(tag.name)) builder.result.url = resolveUrl(tag.attrs.get('href'), baseUrl);
    } else if (classes.some((c) => c.startsWith('h-'))) {
      app = null; // another microformat's properties are its own
    }

    if (RAW_TEXT.has(tag.name)) {
      const end = new RegExp(`</${tag.name}`, 'gi');
      end.lastIndex = i;
      const close = end.exec(html);
      i = close === null ? html.length : close.index;
      continue;
    }
    if (VOID.has(tag.name) || tag.selfClosing || stack.length >= MAX_DEPTH) continue;
    if (text && collecting.length < MAX_COLLECTING) collecting.push(text);
    else text = null;
    stack.push({ name: tag.name, app, text, onClose });
  }
  while (stack.length > 0) closeTop();

  return {
    redirectUris,
    apps: apps.map(({ result, rootText }) => ({
      ...result,
      // mf2's implied name: the root's text when no p-name was given.
      name: result.name ?? (cleanText(rootText) || null),
    })),
  };
}

/** The `rel="redirect_uri"` targets of a `Link` header, resolved against `baseUrl`. */
export function redirectUrisFromLinkHeader(header: string | undefined, baseUrl: string): string[] {
  if (!header) return [];
  const found: string[] = [];
  // Each link is `<url>` followed by its parameters, up to the next `<`.
  for (const match of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').split(/\s+/);
    if (!rels.includes('redirect_uri')) continue;
    const url = resolveUrl(match[1], baseUrl);
    if (url) found.push(url);
  }
  return found;
}
