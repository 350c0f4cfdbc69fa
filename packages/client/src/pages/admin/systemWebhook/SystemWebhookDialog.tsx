import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import styles from '../settings/ServerSettings.module.css';

type SystemWebhook = Misskey.entities.SystemWebhook;
export type SystemWebhookEvent = SystemWebhook['on'][number];

/** Misskey's system webhook events, in its order. */
export const SYSTEM_WEBHOOK_EVENTS: readonly SystemWebhookEvent[] = [
  'abuseReport',
  'abuseReportResolved',
  'userCreated',
  'inactiveModeratorsWarning',
  'inactiveModeratorsInvitationOnlyChanged',
];

/** Opens the create/edit form; resolves with the saved webhook, or null when dismissed. */
export async function openSystemWebhookEditor(
  modals: ModalController,
  webhook: SystemWebhook | null,
): Promise<SystemWebhook | null> {
  const outcome = await modals.open<SystemWebhook>(() => <SystemWebhookEditor webhook={webhook} />);
  return outcome.canceled ? null : outcome.result;
}

function SystemWebhookEditor({ webhook }: { webhook: SystemWebhook | null }) {
  const i18n = useI18n();
  const t = i18n.ts.adminWebhooks;
  const { api } = useAccountContext();
  const modals = useModals();
  const { done, cancel } = useCurrentDialog<SystemWebhook>();
  const [name, setName] = useState(webhook?.name ?? '');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [secret, setSecret] = useState(webhook?.secret ?? '');
  const [isActive, setActive] = useState(webhook?.isActive ?? true);
  const [on, setOn] = useState<SystemWebhookEvent[]>(webhook?.on ?? ['abuseReport']);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameError = checked && name.trim() === '' ? t.nameProblem : null;
  const urlError = checked && !isHttpUrl(url.trim()) ? t.urlProblem : null;

  const toggle = (event: SystemWebhookEvent, wanted: boolean) =>
    setOn((current) => SYSTEM_WEBHOOK_EVENTS.filter((e) => (e === event ? wanted : current.includes(e))));

  const save = async () => {
    setChecked(true);
    if (name.trim() === '' || !isHttpUrl(url.trim())) return;
    const fields = { isActive, name: name.trim(), on, url: url.trim(), secret };
    setBusy(true);
    try {
      done(
        webhook
          ? await api.call('admin/system-webhook/update', { id: webhook.id, ...fields })
          : await api.call('admin/system-webhook/create', fields),
      );
    } catch (error) {
      // The form stays open with everything typed.
      setBusy(false);
      void openApiErrorDialog(modals, error, {
        endpoint: webhook ? 'admin/system-webhook/update' : 'admin/system-webhook/create',
      });
    }
  };

  return (
    <DialogFrame
      title={webhook ? i18n.t('adminWebhooks.editTitle', { name: webhook.name }) : t.createTitle}
      onSubmit={() => void save()}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {i18n.ts.save}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label className={styles.check}>
          <input type="checkbox" checked={isActive} onChange={(e) => setActive(e.target.checked)} />
          {t.active}
        </label>
        <TextField
          label={t.name}
          value={name}
          onChange={setName}
          error={nameError}
          required
          maxLength={255}
          initialFocus
        />
        <TextField
          label={t.url}
          type="url"
          value={url}
          onChange={setUrl}
          error={urlError}
          required
          maxLength={1024}
          spellCheck={false}
        />
        <TextField
          label={t.secret}
          hint={t.secretHint}
          value={secret}
          onChange={setSecret}
          maxLength={1024}
          spellCheck={false}
          autoComplete="off"
        />
        <fieldset className={styles.form}>
          <legend>{t.events}</legend>
          {SYSTEM_WEBHOOK_EVENTS.map((event) => (
            <label key={event} className={styles.check}>
              <input
                type="checkbox"
                checked={on.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              {t.eventNames[event]}
            </label>
          ))}
        </fieldset>
      </div>
    </DialogFrame>
  );
}
