import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, useModals } from '@/ui';
import listStyles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import { openRecipientEditor } from './RecipientDialog';

type Recipient = Misskey.entities.AbuseReportNotificationRecipient;

/** Misskey answers every recipient at once; the list kit shows it as a single page. */
const ALL = Number.POSITIVE_INFINITY;

/**
 * /admin/abuse-report-notification-recipient: who is told of a new abuse report
 * (admin/abuse-report/notification-recipient/*, moderators too as Misskey's): a moderator by
 * mail or a system webhook; create and edit in a dialog, delete.
 */
export function AbuseReportRecipientsPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminRecipients;
  const w = i18n.ts.adminWebhooks;
  const { api } = useAccountContext();
  const modals = useModals();
  const [version, setVersion] = useState(0);
  const list = usePagedList<Recipient>(
    () => api.call('admin/abuse-report/notification-recipient/list', {}),
    String(version),
    ALL,
  );

  const edit = async (recipient: Recipient | null) => {
    if (await openRecipientEditor(modals, recipient)) setVersion((v) => v + 1);
  };

  const remove = async (recipient: Recipient) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminRecipients.deleteTitle', { name: recipient.name }),
      okLabel: w.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.call('admin/abuse-report/notification-recipient/delete', { id: recipient.id });
      setVersion((v) => v + 1);
    } catch (error) {
      void openApiErrorDialog(modals, error, {
        endpoint: 'admin/abuse-report/notification-recipient/delete',
      });
    }
  };

  const targetOf = (recipient: Recipient) =>
    recipient.method === 'email'
      ? i18n.t('adminRecipients.byMail', { user: recipient.user ? `@${recipient.user.username}` : '?' })
      : i18n.t('adminRecipients.byWebhook', { webhook: recipient.systemWebhook?.name ?? '?' });

  return (
    <div className={pageStyles.page}>
      <div className={listStyles.header}>
        <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.abuseReportRecipients}</h1>
        <Button variant="primary" onClick={() => void edit(null)}>
          {t.create}
        </Button>
      </div>
      <p className={pageStyles.lead}>{t.lead}</p>
      <PagedListView
        list={list}
        label={i18n.ts.adminShell.pages.abuseReportRecipients}
        empty={t.empty}
        loadMoreLabel=""
      >
        {(recipient) => (
          <li key={recipient.id} className={listStyles.row} aria-label={recipient.name}>
            <div className={listStyles.rowMain}>
              <span className={listStyles.name}>{recipient.name}</span>
              <span className={listStyles.muted}>{targetOf(recipient)}</span>
            </div>
            {!recipient.isActive && <span className={listStyles.badge}>{w.inactive}</span>}
            <div className={listStyles.actions}>
              <Button onClick={() => void edit(recipient)}>{w.edit}</Button>
              <Button variant="danger" onClick={() => void remove(recipient)}>
                {w.delete}
              </Button>
            </div>
          </li>
        )}
      </PagedListView>
    </div>
  );
}
