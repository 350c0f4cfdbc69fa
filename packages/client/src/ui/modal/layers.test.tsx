import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { UiPreferencesProvider } from '../preferences';
import { useToast } from '../toast';
import { DialogFrame } from './DialogFrame';
import { layerRepairs } from './layers';
import { ModalProvider } from './ModalHost';
import { ModalController, resolveModalStyle } from './modalController';

describe('layer order', () => {
  it('shows again everything from the first place the top layer differs from the wanted order', () => {
    expect(layerRepairs(['a', 'b'], ['a', 'b'])).toEqual([]);
    // 'low' opened after 'high': 'high' must go back on top.
    expect(layerRepairs(['high', 'low'], ['low', 'high'])).toEqual(['low', 'high']);
    expect(layerRepairs(['a', 'high', 'low'], ['a', 'low', 'high'])).toEqual(['low', 'high']);
  });

  it('keeps a later, lower-priority dialog beneath a higher-priority one', () => {
    const shown: string[] = [];
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (
      this: HTMLDialogElement,
    ) {
      this.setAttribute('open', '');
      shown.push(this.getAttribute('aria-labelledby') ? (this.textContent ?? '') : '');
    });
    const modals = new ModalController(() => false);
    renderWithProviders(null, modals);
    act(() => {
      void modals.open(() => <DialogFrame title="Important" />, { priority: 'high' });
    });
    act(() => {
      void modals.open(() => <DialogFrame title="Routine" />, { priority: 'low' });
    });
    // The top layer is in showModal order: the last shown is on top.
    expect(shown.at(-1)).toBe('Important');
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['Routine', 'Important']);
    expect(screen.getAllByRole('dialog').map((d) => d.dataset.priority)).toEqual(['1000000', '3000000']);
    showModal.mockRestore();
  });
});

describe('modal styles', () => {
  const anchor = document.createElement('button');
  it('is a card, a bottom sheet on small or touch screens, or a popup beside its anchor', () => {
    expect(resolveModalStyle('dialog', null, true)).toBe('dialog');
    expect(resolveModalStyle('auto', null, true)).toBe('drawer');
    expect(resolveModalStyle('auto', anchor, false)).toBe('popup');
    expect(resolveModalStyle('auto', null, false)).toBe('dialog');
    expect(resolveModalStyle('popup', null, false)).toBe('dialog');
  });

  it('blurs the backdrop unless the setting is off', () => {
    const modals = new ModalController(() => false);
    const { unmount } = renderWithProviders(null, modals);
    act(() => {
      void modals.open(() => <DialogFrame title="Blurred" />);
    });
    expect(screen.getByRole('dialog').className).toMatch(/blur/);
    unmount();

    const plain = new ModalController(() => false);
    render(
      <UiPreferencesProvider value={{ blurModalBackdrop: false }}>
        <ModalProvider controller={plain}>{null}</ModalProvider>
      </UiPreferencesProvider>,
    );
    act(() => {
      void plain.open(() => <DialogFrame title="Clear" />);
    });
    expect(screen.getByRole('dialog', { name: 'Clear' }).className).not.toMatch(/blur/);
  });
});

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function ToastButton() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast('Copied')}>
        Copy
      </button>
    );
  }

  it('announce politely, stack, and leave after 4 s', () => {
    vi.useFakeTimers();
    renderWithProviders(<ToastButton />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    expect(screen.getAllByText('Copied')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('show inside the topmost dialog, where they are not inert', () => {
    const modals = new ModalController(() => false);
    renderWithProviders(null, modals);
    act(() => {
      void modals.open(() => <DialogFrame title="Error" />);
      modals.toast('Copied');
    });
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent('Copied');
  });
});
