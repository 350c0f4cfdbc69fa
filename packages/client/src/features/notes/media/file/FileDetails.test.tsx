import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/helpers';
import { type MediaTestOptions, makeFile, renderMedia } from '../testing';
import { FileDetails } from './FileDetails';

const mine = makeFile({ userId: 'viewer', size: 1_234_567, comment: 'A cat' });

/** A server that holds one file and applies updates to it. */
function server(file = mine) {
  let current = { ...file };
  return (endpoint: string, params: Record<string, unknown>) => {
    if (endpoint === 'drive/files/show') return current;
    if (endpoint === 'drive/files/update') {
      const { fileId: _id, ...changes } = params;
      current = { ...current, ...changes };
      return current;
    }
    if (endpoint === 'users/show') return { id: 'owner', username: 'bob', host: null, name: 'Bob' };
    return {};
  };
}

function show(mode: 'owner' | 'moderation', options: MediaTestOptions = {}) {
  return renderMedia(<FileDetails fileId="f1" mode={mode} />, { handler: server(), ...options });
}

describe('FileDetails (owner)', () => {
  it('shows the file’s name, type, size, dimensions and preview', async () => {
    show('owner');
    expect(await screen.findByRole('heading', { name: 'File details' })).toBeInTheDocument();
    expect(screen.getAllByText('cat.png').length).toBeGreaterThan(0);
    expect(screen.getByText('image/png')).toBeInTheDocument();
    expect(screen.getByText('1.2 MB')).toBeInTheDocument();
    expect(screen.getByText('800 × 600 px')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument();
  });

  it('renames the file; an empty name cannot be confirmed', async () => {
    const { user, api } = show('owner');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(api.calls.some((call) => call.endpoint === 'drive/files/update')).toBe(false);
    await user.type(field, 'kitten.png');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(api.calls.at(-1)).toEqual({
      endpoint: 'drive/files/update',
      params: { fileId: 'f1', name: 'kitten.png' },
    });
    expect(await screen.findAllByText('kitten.png')).not.toHaveLength(0);
  });

  it('saves a cleared alt text as no description (null)', async () => {
    const { user, api } = show('owner');
    const field = await screen.findByRole('textbox', { name: /Alt text/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save alt text' }));
    expect(api.calls.at(-1)).toEqual({
      endpoint: 'drive/files/update',
      params: { fileId: 'f1', comment: null },
    });
    expect(await screen.findByText('Alt text saved')).toBeInTheDocument();
  });

  it('marks the file sensitive with the switch', async () => {
    const { user, api } = show('owner');
    await user.click(await screen.findByRole('switch', { name: /Sensitive/ }));
    expect(api.calls.at(-1)?.params).toEqual({ fileId: 'f1', isSensitive: true });
    expect(await screen.findByRole('switch', { name: /Sensitive/, checked: true })).toBeInTheDocument();
  });

  it('deletes only after a confirmation that names the file', async () => {
    const { user, api } = show('owner');
    await user.click(await screen.findByRole('button', { name: 'Delete file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “cat.png”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.endpoint === 'drive/files/delete')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete file' }));
    const again = await screen.findByRole('dialog', { name: 'Delete “cat.png”?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(api.calls.at(-1)).toEqual({ endpoint: 'drive/files/delete', params: { fileId: 'f1' } });
  });

  it('says clearly when the file does not exist', async () => {
    show('owner', {
      handler: () => {
        throw apiError('NO_SUCH_FILE', '067bc436-2718-4795-b0fb-ecbe43949e31', 'No such file.');
      },
    });
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeInTheDocument();
  });
});

describe('FileDetails (moderation)', () => {
  it('names the owner with a link to their profile and offers sensitive and delete, not editing', async () => {
    show('moderation', { me: { isModerator: true }, handler: server(makeFile()) });
    expect(await screen.findByRole('heading', { name: 'File moderation' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bob @bob' })).toHaveAttribute('href', '/@bob');
    expect(screen.getByRole('switch', { name: /Sensitive/, checked: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).toBeNull();
    // The server's check found nothing (or never looked): no line claims a check.
    expect(screen.queryByText('Automatic check')).toBeNull();
  });

  it('says what the server’s sensitive media check found (admin/drive/show-file)', async () => {
    const files = server(makeFile());
    const handler = (endpoint: string, params: Record<string, unknown>) =>
      endpoint === 'admin/drive/show-file'
        ? { id: 'f1', maybeSensitive: true, maybePorn: true }
        : files(endpoint, params);
    const { api } = show('moderation', { me: { isModerator: true }, handler });
    expect(await screen.findByText('Automatic check')).toBeInTheDocument();
    expect(
      screen.getByText("The server's check found it sensitive, probably pornographic"),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual({ endpoint: 'admin/drive/show-file', params: { fileId: 'f1' } });
  });
});
