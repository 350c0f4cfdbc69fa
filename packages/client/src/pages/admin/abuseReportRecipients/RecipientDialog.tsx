import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog, useModals } from '@/ui';
import styles from '../settings/ServerSettings.module.css';

type Recipient = Misskey.entities.AbuseReportNotificationRecipient;
type Method = Recipient['method'];

interface Choices {
  staff: { id: string; label: string }[];
  webhooks: { id: string; label: string }[];
}

/** Opens the create/edit form; resolves with the saved recipient, or null when dismissed. */
export async function openRecipientEditor(
  modals: ModalController,
  recipient: Recipient | null,
): Promise<Recipient | null> {
  const outcome = await modals.open<Recipient>(() => <RecipientEditor recipient={recipient} />);
  return outcome.canceled ? null : outcome.result;
}

/**
 * A recipient is told by mail (a moderator or administrator; the server checks their address
 * is verified) or through a system webhook. Both choices are read when the dialog opens.
 */
function RecipientEditor({ recipient }: { recipient: Recipient | null }) {
  const i18n = useI18n();
  const t = i18n.ts.adminRecipients;
  const w = i18n.ts.adminWebhooks;
  const { api } = useAccountContext();
  const modals = useModals();
  const { done, cancel } = useCurrentDialog<Recipient>();
  const [name, setName] = useState(recipient?.name ?? '');
  const [isActive, setActive] = useState(recipient?.isActive ?? true);
  const [method, setMethod] = useState<Method>(recipient?.method ?? 'webhook');
  const [userId, setUserId] = useState(recipient?.userId ?? '');
  const [webhookId, setWebhookId] = useState(recipient?.systemWebhookId ?? '');
  const [choices, setChoices] = useState<Choices | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([
      api.call('admin/show-users', { state: 'adminOrModerator', origin: 'local', limit: 100 }),
      api.call('admin/system-webhook/list', {}),
    ]).then(
      ([users, webhooks]) => {
        if (!live) return;
        const next = {
          staff: users.map((u) => ({
            id: u.id,
            label: u.name ? `${u.name} (@${u.username})` : `@${u.username}`,
          })),
          webhooks: webhooks.map((w) => ({ id: w.id, label: w.name })),
        };
        setChoices(next);
        setUserId((current) => current || (next.staff[0]?.id ?? ''));
        setWebhookId((current) => current || (next.webhooks[0]?.id ?? ''));
      },
      (error: unknown) =>
        live && void openApiErrorDialog(modals, error, { endpoint: 'admin/system-webhook/list' }),
    );
    return () => {
      live = false;
    };
  }, [api, modals]);

  const target = method === 'email' ? userId : webhookId;
  const save = async () => {
    setChecked(true);
    if (name.trim() === '' || target === '') return;
    const fields = {
      isActive,
      name: name.trim(),
      method,
      ...(method === 'email' ? { userId } : { systemWebhookId: webhookId }),
    };
    setBusy(true);
    try {
      done(
        recipient
          ? await api.call('admin/abuse-report/notification-recipient/update', {
              id: recipient.id,
              ...fields,
            })
          : await api.call('admin/abuse-report/notification-recipient/create', fields),
      );
    } catch (error) {
      setBusy(false);
      void openApiErrorDialog(modals, error, {
        endpoint: recipient
          ? 'admin/abuse-report/notification-recipient/update'
          : 'admin/abuse-report/notification-recipient/create',
      });
    }
  };

  const options = method === 'email' ? choices?.staff : choices?.webhooks;
  return (
    <DialogFrame
      title={recipient ? i18n.t('adminRecipients.editTitle', { name: recipient.name }) : t.createTitle}
      onSubmit={() => void save()}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!choices}>
            {i18n.ts.save}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label className={styles.check}>
          <input type="checkbox" checked={isActive} onChange={(e) => setActive(e.target.checked)} />
          {w.active}
        </label>
        <TextField
          label={w.name}
          value={name}
          onChange={setName}
          error={checked && name.trim() === '' ? w.nameProblem : null}
          required
          maxLength={255}
          initialFocus
        />
        <label className={styles.field}>
          {t.method}
          <select value={method} onChange={(e) => setMethod(e.target.value as Method)}>
            <option value="webhook">{t.methodWebhook}</option>
            <option value="email">{t.methodEmail}</option>
          </select>
        </label>
        {!choices && <p className={styles.muted}>{i18n.ts.loading}</p>}
        {options && options.length === 0 && (
          <p className={styles.muted}>{method === 'email' ? t.noStaff : t.noWebhooks}</p>
        )}
        {options && options.length > 0 && (
          <label className={styles.field}>
            {method === 'email' ? t.moderator : t.webhook}
            <select
              value={target}
              onChange={(e) => (method === 'email' ? setUserId : setWebhookId)(e.target.value)}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {method === 'email' && <p className={styles.hint}>{t.emailHint}</p>}
      </div>
    </DialogFrame>
  );
}
