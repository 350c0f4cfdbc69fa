import type { AccountApi } from '@/api';
import { hashtagHistory, mergeHashtagSuggestions } from './hashtagHistory';
import type { CompletionToken } from './token';

/** One entry of the suggestion list: what is shown, and what replaces the token. */
export interface Suggestion {
  key: string;
  label: string;
  /** Secondary text (a user's display name, "Recently used"…). */
  detail?: string;
  /** The user whose display name `detail` is: drawn with its emoji, as notes show names. */
  detailUser?: {
    name?: string | null;
    username: string;
    host?: string | null;
    emojis?: Record<string, string>;
  };
  /** An http(s) image shown before the label (avatar, custom emoji). */
  imageUrl?: string | null;
  /** How the image is drawn: a round avatar (default) or an emoji kept whole. */
  imageKind?: 'avatar' | 'emoji';
  insertion: string;
}

/**
 * Where emoji suggestions come from. The emoji data arrives with the emoji picker work; until a
 * source is given, emoji codes simply get no suggestions.
 */
export type EmojiSuggestionSource = (query: string) => Promise<Suggestion[]> | Suggestion[];

const LIMIT = 10;

export async function fetchSuggestions(
  token: CompletionToken,
  api: AccountApi,
  options: { emoji?: EmojiSuggestionSource; recentlyUsed: string },
): Promise<Suggestion[]> {
  if (token.kind === 'mention') {
    if (token.query === '') return [];
    const users = await api.call('users/search-by-username-and-host', {
      username: token.query,
      limit: LIMIT,
      detail: false,
    });
    return users.map((user) => {
      const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
      return {
        key: user.id,
        label: acct,
        detail: user.name ?? undefined,
        detailUser: user.name ? user : undefined,
        imageUrl: user.avatarUrl,
        insertion: acct,
      };
    });
  }
  if (token.kind === 'hashtag') {
    const history = hashtagHistory();
    const fromServer =
      token.query === ''
        ? []
        : await api.call('hashtags/search', { query: token.query, limit: LIMIT, offset: 0 });
    return mergeHashtagSuggestions(token.query, history, fromServer, LIMIT).map((tag) => ({
      key: tag,
      label: `#${tag}`,
      detail: history.includes(tag) ? options.recentlyUsed : undefined,
      insertion: `#${tag}`,
    }));
  }
  if (!options.emoji) return [];
  return (await options.emoji(token.query)).slice(0, LIMIT);
}
