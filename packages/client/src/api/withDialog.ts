import type * as Misskey from 'misskey-js';
import { type ConfirmOptions, type ModalController, openConfirm, openWaiting } from '@/ui';
import { type ApiErrorDialogOptions, openApiErrorDialog } from './ApiErrorDialog';
import type { AccountApi, EndpointResponse } from './apiClient';

/**
 * Shows the waiting dialog while `work` runs: a success check that closes itself after 1 s,
 * or, on failure, closes at once and explains the error in the API error dialog (spec 000 §8).
 * Rejects with the original error after the dialog is shown, so callers can still react.
 */
export async function callWithWaiting<T>(
  modals: ModalController,
  work: Promise<T>,
  options: ApiErrorDialogOptions = {},
): Promise<T> {
  const waiting = openWaiting(modals);
  try {
    const result = await work;
    waiting.success();
    return result;
  } catch (error) {
    waiting.close();
    void openApiErrorDialog(modals, error, options);
    throw error;
  }
}

/** An API call with the waiting dialog and the error dialog: `apiWithDialog(api, 'i/update', {…}, {modals})`. */
export function apiWithDialog<E extends keyof Misskey.Endpoints, P extends Misskey.Endpoints[E]['req']>(
  api: AccountApi,
  endpoint: E,
  params: P,
  options: { modals: ModalController; customMessages?: Record<string, string> },
): Promise<EndpointResponse<E, P>> {
  // A refused call (an endpoint with '://', or signed-in only without a session) rejects
  // before any request and goes through the same dialog.
  return callWithWaiting(options.modals, api.call(endpoint, params), {
    endpoint,
    customMessages: options.customMessages,
  });
}

/**
 * Asks first (a delete, say), then calls: true once the call succeeded; false when the user said
 * no or the call failed, its error explained in the API error dialog.
 */
export async function callAfterConfirm(
  modals: ModalController,
  confirm: ConfirmOptions,
  endpoint: string,
  call: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await openConfirm(modals, confirm))) return false;
  try {
    await call();
    return true;
  } catch (error) {
    void openApiErrorDialog(modals, error, { endpoint });
    return false;
  }
}
