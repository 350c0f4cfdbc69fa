import type * as mfm from 'mfm-js';

/** Misskey shows a card for each link; a note with many links shows the first few only. */
export const MAX_PREVIEWS = 4;

/** Whether the URL parses (URL.canParse is too new for every browser the app supports). */
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

function withoutHash(url: string): string {
  return url.replace(/#[^#]*$/, '');
}

/**
 * The links of a note's MFM that get a preview card, in order: bare URLs and `[label](url)` links
 * (not the `?[silent](url)` ones), http(s) only, each page once (the same URL with another
 * #fragment is the same page), and not the quoted note's own address.
 */
export function previewUrls(nodes: readonly mfm.MfmNode[], exclude: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (list: readonly mfm.MfmNode[]) => {
    for (const node of list) {
      if (node.type === 'url' || (node.type === 'link' && !node.props.silent)) found.push(node.props.url);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  const urls: string[] = [];
  const seen = new Set<string>();
  for (const url of found) {
    if (!/^https?:\/\//i.test(url) || !parses(url) || exclude.includes(url)) continue;
    const page = withoutHash(url);
    if (seen.has(page)) continue;
    seen.add(page);
    urls.push(url);
    if (urls.length === MAX_PREVIEWS) break;
  }
  return urls;
}
