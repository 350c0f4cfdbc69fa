export { type ApiErrorDialogOptions, errorReport, openApiErrorDialog } from './ApiErrorDialog';
export { type AccountApi, createApiClient, type EndpointResponse } from './apiClient';
export {
  API_ERROR_IDS,
  type ApiErrorBody,
  describeApiError,
  type ErrorText,
  isApiError,
  isNetworkError,
} from './apiError';
export { ApiCallRefused } from './callGuards';
export { connectMainStream, type MainStream, type MainStreamHandlers } from './mainStream';
export { expectTokenRegeneration } from './tokenRegeneration';
export { apiWithDialog, callAfterConfirm, callWithWaiting } from './withDialog';
