import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, openSelect, useModals, useToast } from '@/ui';
import listStyles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import styles from './SystemWebhook.module.css';
import {
  openSystemWebhookEditor,
  SYSTEM_WEBHOOK_EVENTS,
  type SystemWebhookEvent,
} from './SystemWebhookDialog';

type SystemWebhook = Misskey.entities.SystemWebhook;

/** Misskey answers every webhook at once; the list kit shows it as a single page. */
const ALL = Number.POSITIVE_INFINITY;

/**
 * /admin/system-webhook: the server's webhooks (admin/system-webhook/*, moderators too as
 * Misskey's): each with its events, state and what its last delivery got; create and edit in
 * a dialog, send a test of one event, delete.
 */
export function SystemWebhookPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminWebhooks;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const list = usePagedList<SystemWebhook>(
    () => api.call('admin/system-webhook/list', {}),
    String(version),
    ALL,
  );
  const format = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'medium' });

  const replace = (saved: SystemWebhook) =>
    list.setItems((items) =>
      items?.some((w) => w.id === saved.id)
        ? items.map((w) => (w.id === saved.id ? saved : w))
        : [...(items ?? []), saved],
    );

  const edit = async (webhook: SystemWebhook | null) => {
    const saved = await openSystemWebhookEditor(modals, webhook);
    if (saved) replace(saved);
  };

  const test = async (webhook: SystemWebhook) => {
    const choice = await openSelect<SystemWebhookEvent>(modals, {
      title: t.testTitle,
      options: SYSTEM_WEBHOOK_EVENTS.map((event) => ({ value: event, label: t.eventNames[event] })),
      default: webhook.on[0],
      okLabel: t.test,
    });
    if (choice.canceled) return;
    const type = choice.result;
    try {
      await api.call('admin/system-webhook/test', { webhookId: webhook.id, type });
      toast(t.testSent);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'admin/system-webhook/test' });
      return;
    }
    // The delivery goes on in the server's background: show its outcome once it is recorded.
    for (let tries = 0; tries < 15; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const fresh = await api.call('admin/system-webhook/show', { id: webhook.id }).catch(() => null);
      if (fresh && fresh.latestSentAt !== webhook.latestSentAt) {
        replace(fresh);
        return;
      }
    }
  };

  const remove = async (webhook: SystemWebhook) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminWebhooks.deleteTitle', { name: webhook.name }),
      text: t.deleteText,
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.call('admin/system-webhook/delete', { id: webhook.id });
      setVersion((v) => v + 1);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'admin/system-webhook/delete' });
    }
  };

  const lastDelivery = (webhook: SystemWebhook) => {
    if (webhook.latestSentAt === null || webhook.latestStatus === null) return t.neverSent;
    const time = format.format(new Date(webhook.latestSentAt));
    return webhook.latestStatus === 1
      ? i18n.t('adminWebhooks.lastNoAnswer', { time })
      : i18n.t('adminWebhooks.lastStatus', { status: webhook.latestStatus, time });
  };

  return (
    <div className={pageStyles.page}>
      <div className={listStyles.header}>
        <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.systemWebhook}</h1>
        <Button variant="primary" onClick={() => void edit(null)}>
          {t.create}
        </Button>
      </div>
      <p className={pageStyles.lead}>{t.lead}</p>
      <PagedListView
        list={list}
        label={i18n.ts.adminShell.pages.systemWebhook}
        empty={t.empty}
        loadMoreLabel=""
      >
        {(webhook) => (
          <li key={webhook.id} className={listStyles.row} aria-label={webhook.name}>
            <div className={`${listStyles.rowMain} ${styles.details}`}>
              <span className={listStyles.name}>{webhook.name}</span>
              <span className={listStyles.muted}>{webhook.url}</span>
              <span className={listStyles.muted}>
                {webhook.on.length === 0
                  ? t.noEvents
                  : webhook.on.map((event) => t.eventNames[event]).join(' · ')}
              </span>
              <span className={listStyles.muted}>{lastDelivery(webhook)}</span>
            </div>
            {!webhook.isActive && <span className={listStyles.badge}>{t.inactive}</span>}
            <div className={listStyles.actions}>
              <Button onClick={() => void edit(webhook)}>{t.edit}</Button>
              <Button onClick={() => void test(webhook)}>{t.test}</Button>
              <Button variant="danger" onClick={() => void remove(webhook)}>
                {t.delete}
              </Button>
            </div>
          </li>
        )}
      </PagedListView>
    </div>
  );
}
