import type { HighlightedCode } from './shiki';

/** What the page asks the highlighting worker. */
export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
}

/** Null tokens: an unknown language or a failure; the plain code stays. */
export interface HighlightReply {
  id: number;
  tokens: HighlightedCode | null;
}
