import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '@/features/notes/testNotes';
import { apiError } from '@/test/helpers';
import { Composer } from './Composer';
import { setupComposer as setupNotes } from './testing';
import { useComposer } from './useComposer';

const textbox = () => screen.getByRole('textbox', { name: "What's happening?" });
const postButton = () => screen.getByRole('button', { name: 'Post' });
const created = () => ({ createdNote: makeNote({ id: 'new' }) });

function OpenButton({ onResult }: { onResult(value: unknown): void }) {
  const composer = useComposer();
  return (
    <button type="button" onClick={() => void composer.open().then(onResult)}>
      Open composer
    </button>
  );
}

describe('Composer (inline)', () => {
  it('posts the text with the settings defaults and clears the form', async () => {
    const onPosted = vi.fn();
    const { user, api } = setupNotes(<Composer onPosted={onPosted} />, { handler: created });
    await user.type(textbox(), 'Hi all');
    await user.click(postButton());
    expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toEqual({
      text: 'Hi all',
      cw: null,
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: 'nonSensitiveOnly',
    });
    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ id: 'new' }));
  });

  it('keeps every field and explains the error when posting fails', async () => {
    const { user } = setupNotes(<Composer />, {
      handler: (endpoint) => {
        if (endpoint === 'notes/create') throw apiError('NO_SUCH_NOTE', 'aaaaaaaa-1111', 'It went wrong');
        return {};
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add content warning' }));
    await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'Spoilers');
    await user.type(textbox(), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Poll' }));
    await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'No');
    await user.click(postButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('aaaaaaaa-1111');
    expect(textbox()).toHaveValue('Keep me');
    expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('Spoilers');
    expect(screen.getByRole('textbox', { name: 'Choice 1' })).toHaveValue('Yes');
    expect(postButton()).toBeEnabled();
  });

  it('enables Post only when there is something to post', async () => {
    const { user } = setupNotes(<Composer />);
    expect(postButton()).toBeDisabled();
    await user.type(textbox(), 'x');
    expect(postButton()).toBeEnabled();
  });

  it('requires the content warning text once the CW is on', async () => {
    const { user } = setupNotes(<Composer />);
    await user.type(textbox(), 'hidden');
    await user.click(screen.getByRole('button', { name: 'Add content warning' }));
    expect(postButton()).toBeDisabled();
    expect(screen.getByText('Write what the content warning is about before posting.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'why');
    expect(postButton()).toBeEnabled();
  });

  it('shows the counter near the limit, counts text being composed, and blocks over-long notes', () => {
    setupNotes(<Composer />);
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(950) } });
    expect(screen.getByText('50 characters left')).toBeInTheDocument();
    // happy-dom's CompositionEvent drops `data`, so the event an input method sends is built here.
    const composing = new Event('compositionupdate', { bubbles: true });
    Object.defineProperty(composing, 'data', { value: 'x'.repeat(60) });
    act(() => {
      textbox().dispatchEvent(composing);
    });
    expect(screen.getByText('10 characters over the limit')).toBeInTheDocument();
    expect(postButton()).toBeDisabled();
    act(() => {
      textbox().dispatchEvent(new Event('compositionend', { bubbles: true }));
    });
    expect(postButton()).toBeEnabled();
  });

  it('posts with Ctrl+Enter', async () => {
    const { user, api } = setupNotes(<Composer />, { handler: created });
    await user.type(textbox(), 'quick');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.calls.some((call) => call.endpoint === 'notes/create')).toBe(true));
  });

  it('asks about intense effects in a public note and can post it as home', async () => {
    const { user, api } = setupNotes(<Composer />, { handler: created });
    fireEvent.change(textbox(), { target: { value: '$[shake wobble]' } });
    await user.click(postButton());
    const dialog = await screen.findByRole('dialog', { name: 'Strong effects in a public note' });
    await user.click(within(dialog).getByRole('button', { name: 'Post it as Home' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toMatchObject({
        visibility: 'home',
      }),
    );
  });

  it('keeps followers visibility when replying to a followers-only note', async () => {
    const reply = makeNote({ id: 'r1', visibility: 'followers' });
    const { user, api } = setupNotes(<Composer reply={reply} />, { handler: created });
    expect(screen.getByRole('button', { name: 'Visibility: Followers' })).toBeInTheDocument();
    await user.type(textbox(), 'thanks');
    await user.click(postButton());
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toMatchObject({
        replyId: 'r1',
        visibility: 'followers',
        text: '@bob thanks',
      }),
    );
  });

  it("posts a silenced user's public note as home and does not offer public", async () => {
    const { user, api } = setupNotes(<Composer />, { handler: created, me: { isSilenced: true } });
    const button = screen.getByRole('button', { name: 'Visibility: Home' });
    expect(screen.getByText('You cannot post public notes, so this note will be Home.')).toBeInTheDocument();
    await user.click(button);
    const picker = await screen.findByRole('dialog', { name: 'Who can see this note' });
    expect(within(picker).getByRole('button', { name: /^Public/ })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: /^Home/ }));
    await user.type(textbox(), 'quiet');
    await user.click(postButton());
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'notes/create')?.params).toMatchObject({
        visibility: 'home',
      }),
    );
  });

  it('shows recipients of a direct note and warns about a mentioned user who is not one', async () => {
    const bob = makeNote().user;
    const { user } = setupNotes(<Composer specified={bob} />, {
      handler: (endpoint) => (endpoint === 'users/show' ? { ...bob, id: 'carol-id', username: 'carol' } : {}),
    });
    expect(screen.getByRole('group', { name: 'Recipients' })).toHaveTextContent('@bob');
    await user.type(textbox(), ' hi @carol');
    expect(screen.getByText('@carol is mentioned but will not see this note.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add @carol' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Recipients' })).toHaveTextContent('@carol'),
    );
    expect(screen.getByRole('button', { name: 'Local only' })).toBeDisabled();
  });

  it('asks before turning federation off', async () => {
    const { user } = setupNotes(<Composer />);
    const toggle = screen.getByRole('button', { name: 'Local only' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it local' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('Composer (dialog)', () => {
  it('asks before Esc discards text, and closes an empty one at once', async () => {
    const onResult = vi.fn();
    const { user } = setupNotes(<OpenButton onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Open composer' }));
    await user.type(await screen.findByRole('textbox', { name: "What's happening?" }), 'draft text');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard this note?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(textbox()).toHaveValue('draft text');
    expect(onResult).not.toHaveBeenCalled();

    fireEvent.change(textbox(), { target: { value: '' } });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
  });
});
