import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LazyPageComponent, lazyPage, preloadPageComponent } from './lazyPage';

/** Renders the page the way RouterView does: inside a Suspense boundary with a loading state. */
function show(Page: LazyPageComponent) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page params={{}} />
    </Suspense>,
  );
}

describe('lazyPage preload', () => {
  it('starts loading the page code before it is shown, and showing it does not need another load', async () => {
    const load = vi.fn(async () => ({ Page: () => <p>Loaded page</p> }));
    const Page = lazyPage(load, (m) => m.Page);
    preloadPageComponent(Page);
    expect(load).toHaveBeenCalledTimes(1);
    show(Page);
    expect(await screen.findByText('Loaded page')).toBeTruthy();
    // React.lazy calls the loader once itself; the browser answers both from one module.
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('shows a page whose code is already loaded at once, without its loading state', async () => {
    const Page = lazyPage(
      async () => ({ Page: () => <p>Loaded page</p> }),
      (m) => m.Page,
    );
    await preloadPageComponent(Page);
    show(Page);
    expect(screen.getByText('Loaded page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('ignores a failed preload: the page still loads when shown', async () => {
    let attempts = 0;
    const Page = lazyPage(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('offline');
        return { Page: () => <p>Second try</p> };
      },
      (m) => m.Page,
    );
    await preloadPageComponent(Page);
    show(Page);
    expect(await screen.findByText('Second try')).toBeTruthy();
  });

  it('does nothing for pages that are not lazy', () => {
    expect(() => preloadPageComponent(() => null)).not.toThrow();
    expect(() => preloadPageComponent(undefined)).not.toThrow();
  });
});
