import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { StatusbarSettingsPage } from './StatusbarSettingsPage';

function renderPage() {
  const store = createMemorySettingsStore({});
  const api = fakeApi((endpoint) =>
    endpoint === 'users/lists/list' ? [{ id: 'l1', name: 'Harbour crew' }] : [],
  );
  render(
    <SettingsPageHarness store={store} api={api} at="/settings/statusbar">
      <StatusbarSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

describe('StatusbarSettingsPage', () => {
  it('adds bars, sets each type’s props, reorders and removes them in the statusbars setting', async () => {
    const store = renderPage();
    const add = screen.getByRole('button', { name: 'Add a status bar' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(store.get('statusbars').map((bar) => bar.type)).toEqual([null, null]);

    const first = screen.getByRole('region', { name: 'Status bar 1: Status bars' });
    fireEvent.change(within(first).getByLabelText('Type'), { target: { value: 'rss' } });
    const news = screen.getByRole('region', { name: 'Status bar 1: News' });
    const url = within(news).getByLabelText('Feed address');
    fireEvent.change(url, { target: { value: 'https://harbour.example/feed.xml' } });
    // Saved when the field is left, not at each key.
    expect(store.get('statusbars')[0]?.props.url).toBe('');
    fireEvent.blur(url);
    expect(store.get('statusbars')[0]).toMatchObject({
      type: 'rss',
      name: 'News',
      props: { url: 'https://harbour.example/feed.xml', shuffle: true, marqueeDuration: 100 },
    });
    fireEvent.change(within(news).getByLabelText('Seconds per round'), { target: { value: '3' } });
    expect(store.get('statusbars')[0]?.props.marqueeDuration).toBe(100);
    fireEvent.change(within(news).getByLabelText('Seconds per round'), { target: { value: '40' } });
    expect(store.get('statusbars')[0]?.props.marqueeDuration).toBe(40);

    const second = screen.getByRole('region', { name: 'Status bar 2: Status bars' });
    fireEvent.change(within(second).getByLabelText('Type'), { target: { value: 'userList' } });
    const list = screen.getByRole('region', { name: 'Status bar 2: List' });
    await within(list).findByRole('option', { name: 'Harbour crew' });
    fireEvent.change(within(list).getByLabelText('List'), { target: { value: 'l1' } });
    expect(store.get('statusbars')[1]?.props.userListId).toBe('l1');

    fireEvent.click(within(list).getByRole('button', { name: 'Move up Status bar 2: List' }));
    expect(store.get('statusbars').map((bar) => bar.type)).toEqual(['userList', 'rss']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Status bar 2: News' }));
    expect(store.get('statusbars').map((bar) => bar.type)).toEqual(['userList']);
    expect(add).toHaveFocus();
  });
});
