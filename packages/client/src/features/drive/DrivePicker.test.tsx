import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { useModals } from '@/ui';
import { pickDriveFiles } from './DrivePicker';

function Opener({ type }: { type?: string }) {
  const modals = useModals();
  return (
    <button
      type="button"
      onClick={() => void pickDriveFiles(modals, { single: true, ...(type ? { type } : {}) })}
    >
      Pick
    </button>
  );
}

function renderPicker(type?: string) {
  const api = fakeApi(() => []);
  render(
    <SignedInShell store={createMemorySettingsStore()} api={api}>
      <Opener {...(type ? { type } : {})} />
    </SignedInShell>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
  return api;
}

const filesAsked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.endpoint === 'drive/files').map((call) => call.params);

describe('the drive picker', () => {
  it('asks the drive for files of the one type wanted (a sound: audio/*)', async () => {
    const api = renderPicker('audio/*');
    await waitFor(() => expect(filesAsked(api)).not.toHaveLength(0));
    expect(filesAsked(api)[0]).toMatchObject({ type: 'audio/*' });
  });

  it('asks for every file when no type is given', async () => {
    const api = renderPicker();
    await waitFor(() => expect(filesAsked(api)).not.toHaveLength(0));
    expect(filesAsked(api)[0]).not.toHaveProperty('type');
  });
});
