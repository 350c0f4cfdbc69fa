import { useEffect, useId, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Button, useToast } from '@/ui';
import { WEBHOOK_EVENTS, type WebhookEvent } from './events';
import own from './Webhooks.module.css';

/** Misskey sends no sample for reaction (it never delivers that event), so it is not offered. */
const TESTABLE = WEBHOOK_EVENTS.filter((event) => event !== 'reaction');

/**
 * Sends a sample of the chosen event to the saved webhook. The server answers before the
 * delivery ends, so the page looks again a little later for the result.
 */
export function TestDelivery(props: { webhookId: string; onSent(): void; onError(error: unknown): void }) {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  const { api } = useAccountContext();
  const toast = useToast();
  const selectId = useId();
  const [type, setType] = useState<WebhookEvent>('note');
  const [busy, setBusy] = useState(false);
  const later = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(later.current), []);

  const send = async () => {
    setBusy(true);
    try {
      await api.call('i/webhooks/test', { webhookId: props.webhookId, type });
      toast(t.testSent);
      props.onSent();
      // The delivery runs on after the answer; one later look shows its status.
      window.clearTimeout(later.current);
      later.current = window.setTimeout(props.onSent, 2000);
    } catch (err) {
      props.onError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={own.testRow}>
      <label htmlFor={selectId}>
        {t.testEvent}
        <select id={selectId} value={type} onChange={(event) => setType(event.target.value as WebhookEvent)}>
          {TESTABLE.map((event) => (
            <option key={event} value={event}>
              {t.event[event]}
            </option>
          ))}
        </select>
      </label>
      <Button busy={busy} onClick={() => void send()}>
        {t.test}
      </Button>
    </div>
  );
}
