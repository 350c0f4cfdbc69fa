import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountContext } from '@/accounts';
import { useModals } from '@/ui';
import { setupComposer } from '../testing';
import { openScheduledNotes } from './ScheduledNotesDialog';

const entry = {
  id: 's1',
  scheduledAt: '2030-01-01T09:00:00.000Z',
  note: { text: 'Good morning, future', cw: null, visibility: 'public', localOnly: false, fileIds: [] },
};

function Opener({ onResult }: { onResult(value: unknown): void }) {
  const modals = useModals();
  const { api } = useAccountContext();
  return (
    <button type="button" onClick={() => void openScheduledNotes(modals, api).then(onResult)}>
      Open list
    </button>
  );
}

describe('Scheduled notes dialog', () => {
  it('deletes a scheduled note after confirmation', async () => {
    let listed = [entry];
    const { user, api } = setupComposer(<Opener onResult={vi.fn()} />, {
      handler: (endpoint) => {
        if (endpoint === 'notes/schedule/list') return listed;
        if (endpoint === 'notes/schedule/delete') listed = [];
        return {};
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled notes' });
    expect(await within(dialog).findByText('Good morning, future')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this scheduled note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(api.calls).toContainEqual({
      endpoint: 'notes/schedule/delete',
      params: { scheduledNoteId: 's1' },
    });
    expect(await within(dialog).findByText('Nothing is scheduled.')).toBeInTheDocument();
  });

  it('hands back the note to edit again after delete and edit', async () => {
    const onResult = vi.fn();
    const { user } = setupComposer(<Opener onResult={onResult} />, {
      handler: (endpoint) => (endpoint === 'notes/schedule/list' ? [entry] : {}),
    });
    await user.click(screen.getByRole('button', { name: 'Open list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled notes' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete and edit' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete this scheduled note and open it in the form again?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete and edit' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(
        expect.objectContaining({ id: 's1', text: 'Good morning, future' }),
      ),
    );
  });
});
