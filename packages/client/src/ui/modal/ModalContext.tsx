import { createContext, useContext } from 'react';
import type { DialogControls, ModalController } from './modalController';

export const ModalControllerContext = createContext<ModalController | null>(null);

export function useModals(): ModalController {
  const controller = useContext(ModalControllerContext);
  if (!controller) throw new Error('useModals() needs a <ModalProvider> above it');
  return controller;
}

export interface CurrentDialog {
  titleId: string;
  descriptionId: string;
  controls: DialogControls<unknown>;
}

/** Lets the parts of a dialog (its title, its buttons) reach the dialog they are in. */
export const CurrentDialogContext = createContext<CurrentDialog | null>(null);

export function useCurrentDialog<R = unknown>(): {
  titleId: string;
  descriptionId: string;
} & DialogControls<R> {
  const dialog = useContext(CurrentDialogContext);
  if (!dialog) throw new Error('useCurrentDialog() is for content rendered by openDialog()');
  return {
    titleId: dialog.titleId,
    descriptionId: dialog.descriptionId,
    ...(dialog.controls as DialogControls<R>),
  };
}
