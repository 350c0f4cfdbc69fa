/** What the /search page shows, read from its URL (spec 000 §2 query props). */
export type SearchType = 'note' | 'user';
export type SearchOrigin = 'combined' | 'local' | 'remote';

export interface SearchState {
  query: string;
  type: SearchType;
  origin: SearchOrigin;
  /** Notes from one user: by id (`userId`) or by `username` with an optional `host`. */
  userId: string;
  username: string;
  host: string;
  /** Notes of one channel only (`channel`, a channel id). */
  channel: string;
}

export function searchStateOf(props: Record<string, string | undefined>): SearchState {
  return {
    query: props.query ?? '',
    type: props.type === 'user' ? 'user' : 'note',
    origin: props.origin === 'local' || props.origin === 'remote' ? props.origin : 'combined',
    userId: props.userId ?? '',
    username: (props.username ?? '').replace(/^@/, ''),
    host: props.host ?? '',
    channel: props.channel ?? '',
  };
}

/** The URL of a search, so a search can be bookmarked, shared and gone back to. */
export function searchUrlOf(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query !== '') params.set('q', state.query);
  params.set('type', state.type);
  if (state.origin !== 'combined') params.set('origin', state.origin);
  if (state.type === 'note') {
    if (state.userId !== '') params.set('userId', state.userId);
    if (state.username !== '') params.set('username', state.username);
    if (state.host !== '') params.set('host', state.host);
    if (state.channel !== '') params.set('channel', state.channel);
  }
  return `/search?${params.toString()}`;
}

/**
 * The `host` of notes/search for an origin: '.' is this server; another host narrows to it.
 * Misskey has no "every remote host" filter for notes, so 'remote' without a host sends none.
 */
export function noteHostOf(state: SearchState): string | undefined {
  if (state.host !== '') return state.host;
  return state.origin === 'local' ? '.' : undefined;
}
