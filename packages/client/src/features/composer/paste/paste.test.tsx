import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Attachments } from '../attachments/useAttachments';
import { setupComposer } from '../testing';
import type { DriveFile } from '../types';
import { usePasteHandler } from './usePasteHandler';

function fakeAttachments(): Attachments {
  return {
    files: [],
    uploading: [],
    add: vi.fn(async (files: File[]) => files.map((file) => ({ id: file.name }) as DriveFile)),
    addDriveFiles: vi.fn(),
    remove: vi.fn(),
    replace: vi.fn(),
    set: vi.fn(),
    keepOriginal: false,
    setKeepOriginal: vi.fn(),
    addFromUrl: vi.fn(),
    swap: vi.fn(),
  };
}

function Harness(props: Parameters<typeof usePasteHandler>[0]) {
  const onPaste = usePasteHandler(props);
  return <textarea aria-label="What's happening?" onPaste={onPaste} />;
}

function paste(text: string, files: File[] = []) {
  fireEvent.paste(screen.getByRole('textbox', { name: "What's happening?" }), {
    clipboardData: { files, getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
}

describe('usePasteHandler (spec 001 §5)', () => {
  it('lets short text paste normally', () => {
    const insertText = vi.fn();
    setupComposer(<Harness attachments={fakeAttachments()} insertText={insertText} quote={vi.fn()} />);
    paste('hello');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(insertText).not.toHaveBeenCalled();
  });

  it('offers to attach text over 1000 characters as a file', async () => {
    const attachments = fakeAttachments();
    const { user } = setupComposer(
      <Harness attachments={attachments} insertText={vi.fn()} quote={vi.fn()} />,
    );
    paste('x'.repeat(1001));
    const dialog = await screen.findByRole('dialog', { name: 'Attach the pasted text as a file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Attach as file' }));
    await vi.waitFor(() => expect(attachments.add).toHaveBeenCalled());
    const [file] = vi.mocked(attachments.add).mock.calls[0]?.[0] ?? [];
    expect(file?.name).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2} \[1\]\.txt$/);
    expect(await file?.text()).toBe('x'.repeat(1001));
  });

  it('puts the text in the note when the text file cannot be uploaded', async () => {
    const attachments = fakeAttachments();
    vi.mocked(attachments.add).mockResolvedValue([null]);
    const insertText = vi.fn();
    const { user } = setupComposer(
      <Harness attachments={attachments} insertText={insertText} quote={vi.fn()} />,
    );
    paste('z'.repeat(1001));
    const dialog = await screen.findByRole('dialog', { name: 'Attach the pasted text as a file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Attach as file' }));
    await vi.waitFor(() => expect(insertText).toHaveBeenCalledWith('z'.repeat(1001)));
  });

  it('puts the long text in the note when the user says no', async () => {
    const insertText = vi.fn();
    const { user } = setupComposer(
      <Harness attachments={fakeAttachments()} insertText={insertText} quote={vi.fn()} />,
    );
    paste('y'.repeat(1200));
    const dialog = await screen.findByRole('dialog', { name: 'Attach the pasted text as a file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Paste into the note' }));
    await vi.waitFor(() => expect(insertText).toHaveBeenCalledWith('y'.repeat(1200)));
  });

  it('offers to quote a pasted link to a note here', async () => {
    const quote = vi.fn();
    const { user } = setupComposer(
      <Harness attachments={fakeAttachments()} insertText={vi.fn()} quote={quote} />,
    );
    paste('https://example.test/notes/9xyz');
    const dialog = await screen.findByRole('dialog', { name: 'Quote this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quote' }));
    await vi.waitFor(() => expect(quote).toHaveBeenCalledWith('9xyz'));
  });

  it('attaches pasted images named by the pattern', () => {
    const attachments = fakeAttachments();
    setupComposer(<Harness attachments={attachments} insertText={vi.fn()} quote={vi.fn()} />);
    paste('', [
      new File(['a'], 'image.png', { type: 'image/png' }),
      new File(['b'], 'image.png', { type: 'image/png' }),
    ]);
    const names = (vi.mocked(attachments.add).mock.calls[0]?.[0] ?? []).map((f) => f.name);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/ \[1\]\.png$/);
    expect(names[1]).toMatch(/ \[2\]\.png$/);
  });
});
