import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { AppearanceApplier } from './AppearanceApplier';

function mount(initial: Parameters<typeof createMemorySettingsStore>[0] = {}) {
  const store = createMemorySettingsStore(initial);
  render(
    <SettingsProvider store={store}>
      <AppearanceApplier />
    </SettingsProvider>,
  );
  return { store };
}

afterEach(() => {
  document.documentElement.style.removeProperty('font-size');
  delete document.body.dataset.reduceAnimation;
  delete document.body.dataset.noBlur;
});

describe('AppearanceApplier', () => {
  it('sets the root font size, and gives the stylesheet its size back at medium', () => {
    const { store } = mount({ fontSize: 'large' });
    expect(document.documentElement.style.fontSize).toBe('17px');
    act(() => store.set('fontSize', 'small'));
    expect(document.documentElement.style.fontSize).toBe('14px');
    act(() => store.set('fontSize', 'medium'));
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('overrides the radii on the body, and drops them again for the theme’s own', () => {
    const { store } = mount({ cornerRadius: 'square' });
    expect(document.body.style.getPropertyValue('--radius')).toBe('0px');
    expect(document.body.style.getPropertyValue('--radius-small')).toBe('0px');
    act(() => store.set('cornerRadius', 'rounded'));
    expect(document.body.style.getPropertyValue('--radius')).toBe('');
    act(() => store.set('cornerRadius', 'subtle'));
    expect(document.body.style.getPropertyValue('--radius')).toBe('6px');
    expect(document.body.style.getPropertyValue('--radius-small')).toBe('4px');
  });

  it('flags the body when motion is reduced or blur is off, and clears the flags when switched back', () => {
    const { store } = mount();
    expect(document.body.dataset.reduceAnimation).toBeUndefined();
    expect(document.body.dataset.noBlur).toBeUndefined();
    act(() => {
      store.set('reduceAnimation', true);
      store.set('useBlurEffect', false);
    });
    expect(document.body.dataset.reduceAnimation).toBe('');
    expect(document.body.dataset.noBlur).toBe('');
    act(() => {
      store.set('reduceAnimation', false);
      store.set('useBlurEffect', true);
    });
    expect(document.body.dataset.reduceAnimation).toBeUndefined();
    expect(document.body.dataset.noBlur).toBeUndefined();
  });

  it('squares every avatar through one custom property on the body, and gives the circles back', () => {
    const { store } = mount({ squareAvatars: true });
    expect(document.body.style.getPropertyValue('--avatar-radius')).toBe('20%');
    act(() => store.set('squareAvatars', false));
    expect(document.body.style.getPropertyValue('--avatar-radius')).toBe('');
  });
});
