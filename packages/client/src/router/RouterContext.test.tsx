import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { Link } from './Link';
import type { RouteDef } from './matcher';
import { NavigateOverride, RouterProvider, useNavigate, useRoute } from './RouterContext';

const routes: RouteDef<string>[] = [
  { path: '/explore', component: 'explore' },
  { path: '/notes/{noteId}', component: 'note' },
  { path: '/', component: 'root' },
  { path: '/{path*}', fullPageLoad: true },
];

function Probe() {
  const { url } = useRoute();
  const navigate = useNavigate();
  return (
    <div>
      <output>{url}</output>
      <Link to="/explore">explore</Link>
      <Link to="/server/page">server</Link>
      <button type="button" onClick={() => navigate('/server/other?x=1')}>
        go
      </button>
    </div>
  );
}

function setup(initial = '/') {
  const history = createMemoryHistory(initial);
  const loadPage = vi.fn<(href: string) => void>();
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(
    <RouterProvider routes={routes} history={history} base="/" loadPage={loadPage}>
      <Probe />
    </RouterProvider>,
  );
  return { history, loadPage, scrollTo };
}

describe('RouterProvider navigation', () => {
  it('navigates in-app through a Link', () => {
    const { history, loadPage } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'explore' }));
    expect(history.entries).toEqual(['/', '/explore']);
    expect(screen.getByRole('status')).toHaveTextContent('/explore');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('does a real page load for fullPageLoad routes, from a Link and from navigate()', () => {
    const { history, loadPage } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'server' }));
    expect(loadPage).toHaveBeenLastCalledWith('/server/page');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(loadPage).toHaveBeenLastCalledWith('/server/other?x=1');
    expect(history.entries).toEqual(['/']);
  });

  it('scrolls to top instead of adding an entry when the URL is already current', () => {
    const { history, scrollTo } = setup('/explore');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'explore' }));
    expect(history.entries).toEqual(['/explore']);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('starts a pushed page at the top and restores the position on back', () => {
    const { history, scrollTo } = setup('/');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(480);
    fireEvent.click(screen.getByRole('link', { name: 'explore' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    act(() => history.back());
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 480 });
  });

  it('scrolls its own element, never the document, when given one (page windows)', () => {
    const history = createMemoryHistory('/');
    const documentScroll = vi.fn();
    vi.stubGlobal('scrollTo', documentScroll);
    const box = document.createElement('div');
    const boxScroll = vi.fn();
    box.scrollTo = boxScroll as typeof box.scrollTo;
    box.scrollTop = 300;
    render(
      <RouterProvider routes={routes} history={history} base="/" scrollElement={{ current: box }}>
        <Probe />
      </RouterProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'explore' }));
    expect(boxScroll).toHaveBeenLastCalledWith({ top: 0 });
    act(() => history.back());
    expect(boxScroll).toHaveBeenLastCalledWith({ top: 300 });
    expect(documentScroll).not.toHaveBeenCalled();
  });
});

describe('NavigateOverride', () => {
  it('hands the links and navigate() below it to its own navigate, keeping the route state', () => {
    const history = createMemoryHistory('/notes/1');
    const opened = vi.fn<(to: string) => void>();
    vi.stubGlobal('scrollTo', vi.fn());
    render(
      <RouterProvider routes={routes} history={history} base="/">
        <NavigateOverride navigate={opened}>
          <Probe />
        </NavigateOverride>
      </RouterProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/notes/1');
    fireEvent.click(screen.getByRole('link', { name: 'explore' }));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(opened.mock.calls.map(([to]) => to)).toEqual(['/explore', '/server/other?x=1']);
    expect(history.entries).toEqual(['/notes/1']);
  });
});
