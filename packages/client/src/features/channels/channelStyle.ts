/**
 * A channel's colour comes from whoever made it: only a plain hex colour reaches a style
 * attribute, so nothing else (url(), expressions) can be smuggled into CSS.
 */
export function safeChannelColor(color: string | null | undefined): string | null {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : null;
}

/** Only http and https images are shown (a banner URL comes from the server). */
export function safeImageUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
