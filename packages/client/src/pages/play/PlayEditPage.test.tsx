import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAY_PRESETS } from '@/features/flash';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { PlayEditPage } from './PlayEditPage';

afterEach(() => localStorage.clear());

const presetScript = (id: string) => PLAY_PRESETS.find((preset) => preset.id === id)?.script ?? '';

describe('a new play’s examples', () => {
  it('replace the untouched script at once, and ask before replacing the writer’s own code', async () => {
    render(
      <RouterProvider routes={[]} history={createMemoryHistory('/play/new')} loadPage={vi.fn()}>
        <SignedInShell store={createMemorySettingsStore()} api={fakeApi(() => [])}>
          <PlayEditPage params={{}} />
        </SignedInShell>
      </RouterProvider>,
    );
    const script = await screen.findByRole('textbox', { name: 'Script' });
    const examples = screen.getByRole('group', { name: 'Start from an example' });
    expect(script).toHaveValue(presetScript('counter'));

    fireEvent.click(within(examples).getByRole('button', { name: 'Random picker' }));
    expect(script).toHaveValue(presetScript('picker'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(script, { target: { value: '<: "mine"' } });
    fireEvent.click(within(examples).getByRole('button', { name: 'Post a note' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Replace your script with this example? Your changes to it will be lost.',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(script).toHaveValue('<: "mine"');

    fireEvent.click(within(examples).getByRole('button', { name: 'Post a note' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await vi.waitFor(() => expect(script).toHaveValue(presetScript('postNote')));
  });
});
