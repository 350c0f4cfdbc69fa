import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog, useToast } from '@/ui';
import { describeApiError, isApiError } from './apiError';

export interface ApiErrorDialogOptions {
  /** The endpoint that failed, for the copied error report. */
  endpoint?: string;
  /** Messages for error ids the caller knows about; they win over the generic texts. */
  customMessages?: Record<string, string>;
}

/** What "Copy error info" puts on the clipboard: enough for a bug report, no credentials. */
export function errorReport(error: unknown, endpoint: string | undefined, now = new Date()): string {
  const info = isApiError(error)
    ? { code: error.code, id: error.id, message: error.message, kind: error.kind, info: error.info }
    : { message: error instanceof Error ? error.message : String(error) };
  return JSON.stringify({ endpoint: endpoint ?? null, error: info, date: now.toISOString() }, null, 2);
}

function ApiErrorContent({ error, endpoint, customMessages }: ApiErrorDialogOptions & { error: unknown }) {
  const i18n = useI18n();
  const toast = useToast();
  const { done } = useCurrentDialog<void>();
  const described = describeApiError(error, i18n, customMessages);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(errorReport(error, endpoint));
      toast(i18n.ts.dialogs.copied);
    } catch {
      // Clipboard access was refused (no permission, insecure context): the text stays on screen.
    }
  };
  return (
    <DialogFrame
      title={described.title}
      description={described.text}
      actions={
        described.internal ? (
          <>
            <Button onClick={() => void copy()}>{i18n.ts.copyErrorInfo}</Button>
            <Button variant="primary" onClick={() => done()} data-autofocus="">
              {i18n.ts.gotIt}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => done()} data-autofocus="">
            {i18n.ts.ok}
          </Button>
        )
      }
    />
  );
}

/** The API error dialog (spec 000 §8). Resolves when dismissed. */
export function openApiErrorDialog(
  modals: ModalController,
  error: unknown,
  options: ApiErrorDialogOptions = {},
): Promise<void> {
  return modals
    .open<void>(() => <ApiErrorContent error={error} {...options} />, { priority: 'high' })
    .then(() => undefined);
}
