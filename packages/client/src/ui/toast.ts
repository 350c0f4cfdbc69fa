import { useCallback } from 'react';
import { useModals } from './modal/ModalContext';

/** `const toast = useToast(); toast('Copied')`: a polite status message for 4 s. */
export function useToast(): (text: string) => void {
  const modals = useModals();
  return useCallback((text: string) => modals.toast(text), [modals]);
}
