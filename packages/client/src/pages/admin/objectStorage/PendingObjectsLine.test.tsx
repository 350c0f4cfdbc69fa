import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/helpers';
import { PendingObjectsLine } from './PendingObjectsLine';

describe('the object storage page’s waiting objects line', () => {
  it('says how many objects wait for deletion, and nothing when none do', async () => {
    const api = fakeApi((endpoint) => (endpoint === 'admin/object-storage/pending' ? { count: 3 } : null));
    const { unmount } = renderWithProviders(<PendingObjectsLine api={api} />);
    expect(
      await screen.findByText(
        '3 objects in the bucket wait to be deleted; the server tries again every few hours.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.map((c) => c.endpoint)).toEqual(['admin/object-storage/pending']);
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    const none = fakeApi(() => ({ count: 0 }));
    const { container } = renderWithProviders(<PendingObjectsLine api={none} />);
    await expect.poll(() => none.calls.length).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the answer is in
    expect(container.textContent).toBe('');
  });

  it('names the buckets the settings no longer name, where some of them wait', async () => {
    const api = fakeApi(() => ({
      count: 3,
      elsewhere: [
        { bucket: 'https://old.example:9000/media (eu-west-1)', count: 2 },
        { bucket: null, count: 1 },
      ],
    }));
    renderWithProviders(<PendingObjectsLine api={api} />);
    const list = await screen.findByRole('list', { name: 'In a bucket these settings no longer name' });
    expect(list).toHaveTextContent(
      '2 objects are in https://old.example:9000/media (eu-west-1): they are deleted once settings naming that bucket are saved again.',
    );
    expect(list).toHaveTextContent('1 object is in a bucket not recorded');
  });
});
