import { RelativeTime, useI18n } from '@/i18n';
import type { Webhook } from './events';

/** How the last delivery went: never, the receiver's HTTP status, or no answer (Misskey's 1). */
export function DeliveryStatus({ hook }: { hook: Webhook }) {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  if (!hook.latestSentAt || hook.latestStatus === null) return <>{t.never}</>;
  const status = hook.latestStatus;
  const text =
    status === 1
      ? t.noAnswer
      : status >= 200 && status < 300
        ? i18n.t('webhooks.statusOk', { status })
        : i18n.t('webhooks.statusFailed', { status });
  return (
    <>
      {text} (<RelativeTime time={hook.latestSentAt} />)
    </>
  );
}
