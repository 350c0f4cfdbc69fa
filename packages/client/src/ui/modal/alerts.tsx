import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DialogFrame } from './DialogFrame';
import type { DialogResult, ModalController } from './modalController';

export interface AlertOptions {
  title: string;
  text?: ReactNode;
  okLabel: string;
}

/** A message with one button. Resolves when dismissed (by the button, Esc or the backdrop). */
export function openAlert(modals: ModalController, { title, text, okLabel }: AlertOptions): Promise<void> {
  return modals
    .open<void>(({ done }) => (
      <DialogFrame
        title={title}
        description={text}
        actions={
          <Button variant="primary" onClick={() => done()} data-autofocus="">
            {okLabel}
          </Button>
        }
      />
    ))
    .then(() => undefined);
}

export interface ConfirmOptions {
  title: string;
  text?: ReactNode;
  okLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

/** Asks a yes/no question. Resolves true only when confirmed. */
export async function openConfirm(modals: ModalController, options: ConfirmOptions): Promise<boolean> {
  const outcome: DialogResult<boolean> = await modals.open<boolean>(({ done, cancel }) => (
    <DialogFrame
      title={options.title}
      description={options.text}
      actions={
        <>
          <Button onClick={cancel} data-autofocus="">
            {options.cancelLabel}
          </Button>
          <Button variant={options.danger ? 'danger' : 'primary'} onClick={() => done(true)}>
            {options.okLabel}
          </Button>
        </>
      }
    />
  ));
  return !outcome.canceled && outcome.result;
}
