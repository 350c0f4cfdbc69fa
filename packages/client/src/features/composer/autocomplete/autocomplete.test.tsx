import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/helpers';
import { setupComposer } from '../testing';
import { rememberHashtags } from './hashtagHistory';
import { fetchSuggestions } from './suggestions';
import { useAutocomplete } from './useAutocomplete';

function Harness() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const autocomplete = useAutocomplete(ref, text, (next) => setText(next));
  return (
    <>
      <textarea
        ref={ref}
        aria-label="What's happening?"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => autocomplete.onKeyDown(event)}
      />
      {autocomplete.element}
    </>
  );
}

const users = [
  { id: 'u1', username: 'alice', host: null, name: 'Alice', avatarUrl: null },
  { id: 'u2', username: 'alfred', host: 'remote.test', name: null, avatarUrl: null },
];

describe('useAutocomplete (spec 001 §5)', () => {
  it('suggests users after @ and inserts the chosen one with the keyboard', async () => {
    const { api, user } = setupComposer(<Harness />, {
      handler: (endpoint) => (endpoint === 'users/search-by-username-and-host' ? users : []),
    });
    const box = screen.getByRole('textbox', { name: "What's happening?" });
    await user.click(box);
    await user.type(box, 'hi @al');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(api.calls.at(-1)).toMatchObject({ params: { username: 'al' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '@aliceAlice',
      '@alfred@remote.test',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('hi @alfred@remote.test ');
    expect(list).not.toBeInTheDocument();
  });

  it('offers hashtags from the local history first, and Esc dismisses', async () => {
    rememberHashtags('#cats');
    const { user } = setupComposer(<Harness />, {
      handler: (endpoint) => (endpoint === 'hashtags/search' ? ['cars', 'cats'] : []),
    });
    const box = screen.getByRole('textbox', { name: "What's happening?" });
    await user.click(box);
    await user.type(box, '#ca');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('#cats');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('#ca');
  });

  it('has no emoji suggestions until an emoji source is given, then uses it', async () => {
    const api = fakeApi(() => []);
    const token = { kind: 'emoji' as const, query: 'smi', start: 0, end: 4 };
    expect(await fetchSuggestions(token, api, { recentlyUsed: '' })).toEqual([]);
    const smile = { key: 'smile', label: ':smile:', insertion: ':smile:' };
    expect(await fetchSuggestions(token, api, { recentlyUsed: '', emoji: () => [smile] })).toEqual([smile]);
    expect(api.calls).toEqual([]);
  });
});
