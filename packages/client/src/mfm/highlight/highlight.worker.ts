import type { HighlightReply, HighlightRequest } from './protocol';
import { tokenize } from './shiki';

// Shiki's first use of a language compiles its grammar (hundreds of milliseconds), and
// tokenizing a long block takes tens more: here, none of it holds up scrolling.
self.onmessage = (event: MessageEvent<HighlightRequest>) => {
  const { id, code, lang } = event.data;
  tokenize(code, lang).then(
    (tokens) => self.postMessage({ id, tokens } satisfies HighlightReply),
    () => self.postMessage({ id, tokens: null } satisfies HighlightReply),
  );
};
