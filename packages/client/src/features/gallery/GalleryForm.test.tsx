import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFile, renderMedia } from '@/features/notes/media/testing';
import { GalleryForm } from './GalleryForm';
import { type GalleryDraftKey, galleryDraftStorageKey } from './galleryDraft';
import { EMPTY_FIELDS, type GalleryFields } from './galleryRules';

const draftKey: GalleryDraftKey = { accountId: 'viewer', origin: 'https://example.test', postId: null };

function setup(original: GalleryFields = EMPTY_FIELDS) {
  const onSubmit = vi.fn();
  const view = renderMedia(
    <GalleryForm
      original={original}
      draftKey={draftKey}
      busy={false}
      error={null}
      submitLabel="Post"
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

afterEach(() => localStorage.removeItem(galleryDraftStorageKey(draftKey)));

describe('GalleryForm', () => {
  it('says what is missing instead of sending a post without a title or files', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Give the post a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one file.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the fields once they are complete, the files in the order chosen', async () => {
    const files = [makeFile({ id: 'a', name: 'a.png' }), makeFile({ id: 'b', name: 'b.png' })];
    const { user, onSubmit } = setup({ ...EMPTY_FIELDS, files });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Cats');
    await user.click(screen.getByRole('button', { name: 'Move b.png earlier' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sensitive content' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0] as GalleryFields;
    expect(sent.title).toBe('Cats');
    expect(sent.isSensitive).toBe(true);
    expect(sent.files.map((file) => file.id)).toEqual(['b', 'a']);
  });

  it('keeps what was typed across a reload, and Discard goes back to the original', async () => {
    const first = setup();
    await first.user.type(screen.getByRole('textbox', { name: /Title/ }), 'Half-written');
    await first.user.type(screen.getByRole('textbox', { name: /Description/ }), 'Some words');
    cleanup(); // the page goes away without a save, as a reload does

    const { user } = setup();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half-written');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Some words');
    expect(screen.getByText('Your unsaved changes were restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(localStorage.getItem(galleryDraftStorageKey(draftKey))).toBeNull();
  });
});
