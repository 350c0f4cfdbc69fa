import { render, screen } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { PageView } from './PageView';
import { shownPage } from './viewInterruptors';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

function page(overrides: Partial<Misskey.entities.Page> = {}): Misskey.entities.Page {
  return {
    id: 'p1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: 'Alice' } as Misskey.entities.UserLite,
    content: [],
    variables: [],
    title: 'Title',
    name: 'title',
    summary: null,
    hideTitleWhenPinned: false,
    alignCenter: false,
    font: 'sans-serif',
    script: '',
    eyeCatchingImageId: null,
    eyeCatchingImage: null,
    attachedFiles: [],
    likedCount: 0,
    ...overrides,
  };
}

function show(p: Misskey.entities.Page) {
  return render(
    <SignedInShell store={createMemorySettingsStore()} api={fakeApi(() => ({}))}>
      <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={() => {}}>
        <PageView page={p} />
      </RouterProvider>
    </SignedInShell>,
  );
}

describe('the page renderer', () => {
  it('never passes the author’s text as HTML: title, summary, section titles and MFM text stay text', () => {
    const { container } = show(
      page({
        title: HOSTILE,
        summary: HOSTILE,
        content: [
          { id: 't', type: 'text', text: `**bold** ${HOSTILE}` },
          { id: 's', type: 'section', title: HOSTILE, children: [{ id: 't2', type: 'text', text: HOSTILE }] },
        ],
      }),
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOSTILE);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(HOSTILE);
    // MFM still works: the bold is an element, the tags beside it are text.
    expect(container.querySelector('b, strong')).toHaveTextContent('bold');
    expect(container.textContent?.split(HOSTILE).length).toBe(6);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('links only http(s) addresses, and shows no picture from any other scheme', () => {
    const { container } = show(
      page({
        eyeCatchingImage: {
          id: 'f',
          url: 'javascript:alert(1)',
          name: 'cover',
        } as Misskey.entities.DriveFile,
        content: [
          {
            id: 't',
            type: 'text',
            text: '[safe](https://example.test/a) [bad](javascript:alert(1)) <https://example.test/b>',
          },
        ],
      }),
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.test/a', 'https://example.test/b']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('nests section headings by depth and keeps the blocks in order', () => {
    show(
      page({
        content: [
          {
            id: 'a',
            type: 'section',
            title: 'Outer',
            children: [{ id: 'b', type: 'section', title: 'Inner', children: [] }],
          },
          { id: 'c', type: 'text', text: 'after' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Inner' })).toBeInTheDocument();
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});

describe('plugins’ page view interruptors', () => {
  it('may change the text shown, but not whose page it is or its counts', () => {
    const original = page({ title: 'Old', likedCount: 3 });
    const shown = shownPage(original, {
      title: 'New',
      content: [{ id: 'x', type: 'text', text: 'added' }, { type: 'bogus' }],
      userId: 'someone-else',
      likedCount: 999,
      font: 'comic',
    });
    expect(shown.title).toBe('New');
    expect(shown.content).toEqual([{ id: 'x', type: 'text', text: 'added' }]);
    expect(shown.userId).toBe('u1');
    expect(shown.likedCount).toBe(3);
    expect(shown.font).toBe('sans-serif');
    expect(shownPage(original, 'not a page')).toBe(original);
  });
});
