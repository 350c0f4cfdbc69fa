import { isInlineType, TEXT_TYPE } from './file-types.js';

/** `inline` or `attachment`, with the stored name (RFC 6266/5987, so any name is safe). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The headers a stored file is served with, from this server or from object storage: only media
 * is shown inline, plain text always as a download in UTF-8.
 */
export function servedAs(type: string, name: string): { contentType: string; disposition: string } {
  return {
    contentType: type === TEXT_TYPE ? 'text/plain; charset=utf-8' : type,
    disposition: contentDisposition(isInlineType(type) ? 'inline' : 'attachment', name),
  };
}

/** A thumbnail's type and name (a WebP named after its original). */
export function thumbnailServedAs(name: string): { contentType: string; disposition: string } {
  return servedAs('image/webp', `${name.replace(/\.[^.]*$/, '')}.webp`);
}
