import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PollView } from './PollView';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

const closedPoll = (votes: number[]) => ({
  multiple: false,
  expiresAt: '2020-01-01T00:00:00Z',
  choices: votes.map((count, index) => ({ text: `Choice ${index}`, votes: count, isVoted: false })),
});

describe('PollView', () => {
  it('counts votes in words that agree with the number', () => {
    setupNotes(<PollView note={makeNote({ poll: closedPoll([1, 0, 2]) })} />);
    expect(screen.getByRole('button', { name: /Choice 0/ })).toHaveTextContent('1 vote (33%)');
    expect(screen.getByRole('button', { name: /Choice 1/ })).toHaveTextContent('0 votes (0%)');
    expect(screen.getByRole('button', { name: /Choice 2/ })).toHaveTextContent('2 votes (67%)');
    expect(screen.getByText('3 votes')).toBeInTheDocument();
  });

  it('offers a visitor who votes the way to sign in, and sends no vote', async () => {
    const poll = { multiple: false, expiresAt: null, choices: [{ text: 'Tea', votes: 0, isVoted: false }] };
    const { user, api } = setupNotes(<PollView note={makeNote({ poll })} />, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).toBeNull();
    expect(api.calls.some((call) => call.endpoint === 'notes/polls/vote')).toBe(false);
  });
});
