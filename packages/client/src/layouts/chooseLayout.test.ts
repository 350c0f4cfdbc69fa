import { describe, expect, it } from 'vitest';
import { chooseLayout, isLayoutForcedByUrl, type LayoutInputs, withoutLayoutOverride } from './chooseLayout';

const signedIn = (overrides: Partial<LayoutInputs> = {}): LayoutInputs => ({
  signedIn: true,
  path: '/',
  search: '',
  setting: 'default',
  useSimpleUiForNonRootPages: true,
  ...overrides,
});

describe('chooseLayout', () => {
  it('uses the layout setting of a signed-in user', () => {
    expect(chooseLayout(signedIn())).toBe('default');
    expect(chooseLayout(signedIn({ setting: 'classic' }))).toBe('classic');
    expect(chooseLayout(signedIn({ setting: 'twilike' }))).toBe('twilike');
  });

  it('gives signed-out visitors the visitor layout whatever the URL asks for', () => {
    expect(chooseLayout(signedIn({ signedIn: false }))).toBe('visitor');
    expect(chooseLayout(signedIn({ signedIn: false, search: '?zen' }))).toBe('visitor');
    expect(chooseLayout(signedIn({ signedIn: false, search: '?ui=deck' }))).toBe('visitor');
  });

  it.each([
    '/share',
    '/auth/abc',
    '/miauth/session1',
    '/oauth/authorize',
    '/signup-complete/code',
    '/reset-password/t0k',
  ])('shows %s in the minimal layout, signed in or not', (path) => {
    expect(chooseLayout(signedIn({ path }))).toBe('minimal');
    expect(chooseLayout(signedIn({ path, signedIn: false }))).toBe('minimal');
    expect(chooseLayout(signedIn({ path, search: '?ui=classic' }))).toBe('minimal');
  });

  it('does not treat paths that merely start with the same letters as minimal', () => {
    expect(chooseLayout(signedIn({ path: '/shared-things' }))).toBe('default');
    expect(chooseLayout(signedIn({ path: '/authors' }))).toBe('default');
  });

  it('forces zen with ?zen, whatever its value', () => {
    expect(chooseLayout(signedIn({ search: '?zen' }))).toBe('zen');
    expect(chooseLayout(signedIn({ search: '?zen=0', setting: 'classic' }))).toBe('zen');
  });

  it('lets ?ui= override the setting and ?zen, and ignores unknown names', () => {
    expect(chooseLayout(signedIn({ search: '?ui=classic' }))).toBe('classic');
    expect(chooseLayout(signedIn({ search: '?ui=twilike&zen' }))).toBe('twilike');
    expect(chooseLayout(signedIn({ search: '?ui=visitor', setting: 'classic' }))).toBe('classic');
    expect(chooseLayout(signedIn({ search: '?ui=nonsense&zen' }))).toBe('zen');
  });

  it('falls back from the deck to zen on pages other than / when the simple UI setting is on', () => {
    expect(chooseLayout(signedIn({ setting: 'deck', path: '/' }))).toBe('deck');
    expect(chooseLayout(signedIn({ setting: 'deck', path: '/my/clips' }))).toBe('zen');
    expect(
      chooseLayout(signedIn({ setting: 'deck', path: '/my/clips', useSimpleUiForNonRootPages: false })),
    ).toBe('deck');
    // An explicit ?ui=deck is a request for the deck itself.
    expect(chooseLayout(signedIn({ path: '/my/clips', search: '?ui=deck' }))).toBe('deck');
  });
});

describe('leaving a layout forced by the URL', () => {
  it('drops zen and ui from the query and keeps everything else', () => {
    expect(withoutLayoutOverride('/search?q=cats&zen#top')).toBe('/search?q=cats#top');
    expect(withoutLayoutOverride('/?ui=deck')).toBe('/');
  });

  it('knows when the URL decided the layout', () => {
    expect(isLayoutForcedByUrl('?zen')).toBe(true);
    expect(isLayoutForcedByUrl('?ui=classic')).toBe(true);
    expect(isLayoutForcedByUrl('?ui=bogus')).toBe(false);
    expect(isLayoutForcedByUrl('?q=1')).toBe(false);
  });
});
