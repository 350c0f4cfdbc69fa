export { emojiSuggestions, useEmojiSuggestionSource } from './emojiSuggestions';
export { extractHashtags, hashtagHistory, mergeHashtagSuggestions, rememberHashtags } from './hashtagHistory';
export type { EmojiSuggestionSource, Suggestion } from './suggestions';
export { applyCompletion, type CompletionToken, detectToken, type TokenKind } from './token';
export { type AutocompleteOptions, useAutocomplete } from './useAutocomplete';
