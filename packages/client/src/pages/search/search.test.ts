import { describe, expect, it } from 'vitest';
import { noteHostOf, searchStateOf, searchUrlOf } from './search';

describe('search URL state', () => {
  it('reads the spec query props with defaults', () => {
    expect(searchStateOf({})).toEqual({
      query: '',
      type: 'note',
      origin: 'combined',
      userId: '',
      username: '',
      host: '',
      channel: '',
    });
    const state = searchStateOf({ query: 'cats', type: 'user', origin: 'local', username: '@bob' });
    expect(state).toMatchObject({ query: 'cats', type: 'user', origin: 'local', username: 'bob' });
    expect(searchStateOf({ type: 'bogus', origin: 'mars' })).toMatchObject({
      type: 'note',
      origin: 'combined',
    });
  });

  it('writes a URL that reads back to the same search', () => {
    const state = searchStateOf({ query: 'a b&c', type: 'note', username: 'bob', host: 'x.example' });
    const url = searchUrlOf(state);
    expect(url).toBe('/search?q=a+b%26c&type=note&username=bob&host=x.example');
    const params = new URLSearchParams(url.split('?')[1]);
    expect(
      searchStateOf({
        query: params.get('q') ?? undefined,
        type: params.get('type') ?? undefined,
        username: params.get('username') ?? undefined,
        host: params.get('host') ?? undefined,
      }),
    ).toEqual(state);
    // User search has no author filter.
    expect(searchUrlOf({ ...state, type: 'user' })).toBe('/search?q=a+b%26c&type=user');
  });

  it('keeps a channel filter in the URL of a note search only', () => {
    const state = searchStateOf({ query: 'cats', channel: 'ch1' });
    expect(searchUrlOf(state)).toBe('/search?q=cats&type=note&channel=ch1');
    expect(searchUrlOf({ ...state, type: 'user' })).toBe('/search?q=cats&type=user');
  });

  it('maps the origin to the host filter of notes/search', () => {
    expect(noteHostOf(searchStateOf({ origin: 'local' }))).toBe('.');
    expect(noteHostOf(searchStateOf({}))).toBeUndefined();
    expect(noteHostOf(searchStateOf({ origin: 'local', host: 'x.example' }))).toBe('x.example');
  });
});
