import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryHistory } from './gallery';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/notes/1');
});

describe('gallery history (#pswp)', () => {
  it('pushes #pswp on open, keeping the router’s state, and goes back on close', () => {
    window.history.replaceState({ key: 'entry-1' }, '', '/notes/1');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const history = galleryHistory(vi.fn());
    history.open();
    expect(window.location.hash).toBe('#pswp');
    expect(window.location.pathname).toBe('/notes/1');
    expect(window.history.state).toEqual({ key: 'entry-1' });
    history.close();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('closes the gallery on Back, and then does not go back a second time', () => {
    window.history.replaceState(null, '', '/notes/1');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const onBack = vi.fn();
    const history = galleryHistory(onBack);
    history.open();
    // The browser's Back: the hash is gone, then popstate arrives.
    window.history.replaceState(null, '', '/notes/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onBack).toHaveBeenCalledTimes(1);
    history.close();
    expect(back).not.toHaveBeenCalled();
  });
});
