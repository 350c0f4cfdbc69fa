import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { Button } from '../Button';
import { openAlert, openConfirm } from './alerts';
import { DialogFrame } from './DialogFrame';
import { ModalController } from './modalController';

describe('modal dialogs', () => {
  it('is a dialog named by its title, resolves with the result and restores focus to the opener', async () => {
    const user = userEvent.setup();
    const modals = new ModalController();
    let outcome: Promise<unknown> | undefined;
    renderWithProviders(
      <Button
        onClick={() => {
          outcome = modals.open<string>(({ done }) => (
            <DialogFrame title="Pick one" actions={<Button onClick={() => done('picked')}>Pick</Button>} />
          ));
        }}
      >
        Open
      </Button>,
      modals,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    await expect(outcome).resolves.toEqual({ canceled: false, result: 'picked' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('cancels on Esc (the cancel event) and restores focus', async () => {
    const modals = new ModalController();
    renderWithProviders(<Button>Opener</Button>, modals);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    let outcome!: Promise<boolean>;
    act(() => {
      outcome = openConfirm(modals, { title: 'Remove account?', okLabel: 'Remove', cancelLabel: 'Cancel' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Remove account?' });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await expect(outcome).resolves.toBe(false);
    expect(opener).toHaveFocus();
  });

  it('confirms and alerts', async () => {
    const user = userEvent.setup();
    const modals = new ModalController();
    renderWithProviders(null, modals);
    let confirmed!: Promise<boolean>;
    act(() => {
      confirmed = openConfirm(modals, { title: 'Remove account?', okLabel: 'Remove', cancelLabel: 'Cancel' });
    });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await expect(confirmed).resolves.toBe(true);

    let alerted!: Promise<void>;
    act(() => {
      alerted = openAlert(modals, { title: 'Signed out', text: 'Sign in again.', okLabel: 'OK' });
    });
    // The text is the dialog's description, so a screen reader reads it with the title.
    expect(screen.getByRole('dialog', { name: 'Signed out' })).toHaveAccessibleDescription('Sign in again.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(alerted).resolves.toBeUndefined();
  });

  it('stacks dialogs and returns focus through the stack', async () => {
    const user = userEvent.setup();
    const modals = new ModalController();
    renderWithProviders(<Button>Base</Button>, modals);
    screen.getByRole('button', { name: 'Base' }).focus();
    act(() => {
      void modals.open<void>(({ done }) => (
        <DialogFrame
          title="First"
          actions={
            <>
              <Button onClick={() => void modals.open<void>(() => <DialogFrame title="Second" />)}>
                More
              </Button>
              <Button onClick={() => done()}>Done</Button>
            </>
          }
        />
      ));
    });
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    act(() => modals.closeAll());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
