import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupComposer } from '../testing';
import type { DriveFile } from '../types';
import { AttachmentList } from './AttachmentList';
import { useAttachments } from './useAttachments';

function driveFile(id: string, overrides: Partial<DriveFile> = {}): DriveFile {
  return {
    id,
    name: `${id}.png`,
    type: 'image/png',
    url: `https://example.test/files/${id}`,
    thumbnailUrl: `https://example.test/thumbs/${id}`,
    comment: null,
    isSensitive: false,
    size: 10,
    ...overrides,
  } as DriveFile;
}

function Harness({ initial }: { initial: DriveFile[] }) {
  const attachments = useAttachments(initial);
  return (
    <>
      <AttachmentList attachments={attachments} />
      <output data-testid="ids">{attachments.files.map((f) => f.id).join(',')}</output>
    </>
  );
}

const many = (n: number) => Array.from({ length: n }, (_, i) => driveFile(`f${i}`));

describe('AttachmentList (spec 001 §5, §6)', () => {
  it('shows nothing without files', () => {
    setupComposer(<Harness initial={[]} />);
    expect(screen.queryByRole('region', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('counts the attached files out of 16', () => {
    setupComposer(<Harness initial={many(2)} />);
    expect(screen.getByText('2/16')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns above 16 files', () => {
    setupComposer(<Harness initial={many(17)} />);
    expect(screen.getByText('17/16')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 16 files');
  });

  it('deletes a file from the drive after a confirmation naming it', async () => {
    const { api, user } = setupComposer(<Harness initial={[driveFile('a'), driveFile('b')]} />, {
      handler: () => undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Actions for a.png' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete from drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “a.png” from your drive?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(/^b$/));
    expect(api.calls).toContainEqual({ endpoint: 'drive/files/delete', params: { fileId: 'a' } });
  });

  it('saves a cleared description as null', async () => {
    const { api, user } = setupComposer(<Harness initial={[driveFile('a', { comment: 'a cat' })]} />, {
      handler: (endpoint, params) =>
        endpoint === 'drive/files/update' ? driveFile('a', params as never) : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Actions for a.png' }));
    await user.click(screen.getByRole('menuitem', { name: 'Describe (alt text)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Describe this file' });
    await user.clear(within(dialog).getByRole('textbox'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        endpoint: 'drive/files/update',
        params: { fileId: 'a', comment: null },
      }),
    );
  });

  it('marks a file sensitive and shows it', async () => {
    const { api, user } = setupComposer(<Harness initial={[driveFile('a')]} />, {
      handler: (endpoint, params) =>
        endpoint === 'drive/files/update' ? driveFile('a', params as never) : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Actions for a.png' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark as sensitive' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        endpoint: 'drive/files/update',
        params: { fileId: 'a', isSensitive: true },
      }),
    );
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'Actions for a.png' }));
    expect(await screen.findByRole('menuitem', { name: 'Unmark as sensitive' })).toBeInTheDocument();
  });
});
