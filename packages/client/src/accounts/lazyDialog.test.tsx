import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { DialogFrame } from '@/ui';
import { LazyDialog, lazyModule } from './lazyDialog';

interface FakeModule {
  Body(): React.ReactNode;
}

const Body = () => (
  <DialogFrame title="Sign in">
    <input aria-label="Username" />
  </DialogFrame>
);

/** An importer whose answers the test gives one at a time. */
function controlledImporter() {
  const calls: { resolve(module: FakeModule): void; reject(reason: Error): void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<FakeModule>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

describe('lazyModule', () => {
  it('asks again after a failed fetch instead of keeping the failure, and keeps what arrived', async () => {
    const { importer, calls } = controlledImporter();
    const module = lazyModule(importer);
    module.prefetch();
    // A press while the prefetch is under way joins it.
    const first = module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeUndefined();

    const second = module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]?.resolve({ Body });
    await expect(second).resolves.toEqual({ Body });
    expect(module.loaded()).toEqual({ Body });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('LazyDialog', () => {
  it('opens at once saying it loads, says why when the code fails, and Try again brings the dialog', async () => {
    const user = userEvent.setup();
    const { importer, calls } = controlledImporter();
    const module = lazyModule(importer);
    const { modals } = renderWithProviders(null);
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = modals.open(({ cancel }) => (
        <LazyDialog module={module} title="Sign in" onCancel={cancel}>
          {(loaded) => <loaded.Body />}
        </LazyDialog>
      ));
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('status', { busy: true })).toHaveTextContent('Loading…');

    await act(async () => calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This dialog could not be loaded. Check your connection and try again.',
    );
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await user.click(retry);
    expect(within(dialog).getByRole('status', { busy: true })).toHaveTextContent('Loading…');
    expect(importer).toHaveBeenCalledTimes(2);

    await act(async () => calls[1]?.resolve({ Body }));
    // The dialog is the same one, now with its content, and its first field has the focus.
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByLabelText('Username'));
    act(() => modals.closeAll());
    await expect(outcome).resolves.toEqual({ canceled: true, result: undefined });
  });

  it('shows the dialog itself at once when its code is already here, and Cancel closes a failed one', async () => {
    const user = userEvent.setup();
    const ready = lazyModule(async () => ({ Body }));
    await ready.load();
    const { modals } = renderWithProviders(null);
    act(() => {
      void modals.open(({ cancel }) => (
        <LazyDialog module={ready} title="Sign in" onCancel={cancel}>
          {(loaded) => <loaded.Body />}
        </LazyDialog>
      ));
    });
    expect(
      within(screen.getByRole('dialog', { name: 'Sign in' })).getByLabelText('Username'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    act(() => modals.closeAll());

    const broken = lazyModule<FakeModule>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = modals.open(({ cancel }) => (
        <LazyDialog module={broken} title="Sign up" onCancel={cancel}>
          {(loaded) => <loaded.Body />}
        </LazyDialog>
      ));
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toEqual({ canceled: true, result: undefined });
  });
});
