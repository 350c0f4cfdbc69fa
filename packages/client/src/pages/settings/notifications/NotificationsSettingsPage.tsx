import type * as Misskey from 'misskey-js';
import { Fragment, useEffect, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, useModals, useToast } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { Select, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { PushSwitch } from './PushSwitch';
import {
  kindOf,
  kindsFor,
  listOf,
  RECEIVE_TYPES,
  type ReceiveConfig,
  type ReceiveType,
  type RuleKind,
  withRule,
} from './receiveConfig';

/**
 * /settings/notifications: from whom each kind of notification is received (the server applies
 * it when the notification is made), where pop-ups of new ones appear, marking everything read,
 * and a test notification.
 */
export function NotificationsSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.notificationSettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [lists, setLists] = useState<Misskey.entities.UserList[] | null>(null);
  const config = account.notificationRecieveConfig ?? {};

  useEffect(() => {
    let live = true;
    api.call('users/lists/list', {}).then(
      (found) => live && setLists(found),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const save = async (next: ReceiveConfig) => {
    if (next === config) return;
    try {
      updateMe(await api.call('i/update', { notificationRecieveConfig: next }));
      announce();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
    }
  };

  const act = async (
    endpoint: 'notifications/mark-all-as-read' | 'notifications/test-notification',
    done: string,
  ) => {
    try {
      await api.call(endpoint, {});
      toast(done);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    }
  };

  const kindLabel = (kind: RuleKind) => t.kinds[kind];
  const typeLabels = i18n.ts.notificationFilter.types as Record<string, string>;
  const hasLists = (lists?.length ?? 0) > 0;

  const row = (type: ReceiveType) => {
    const kind = kindOf(config, type);
    const listId = listOf(config, type);
    const kinds = kindsFor(type).filter((k) => k !== 'list' || hasLists || kind === 'list');
    return (
      <Fragment key={type}>
        <Select<RuleKind>
          label={typeLabels[type] ?? type}
          value={kind}
          options={kinds.map((value) => ({ value, label: kindLabel(value) }))}
          onChange={(value) => void save(withRule(config, type, value, lists?.[0]?.id ?? null))}
        />
        {kind === 'list' && (
          <Select<string>
            label={i18n.t('notificationSettings.listFor', { type: typeLabels[type] ?? type })}
            value={listId ?? ''}
            options={(lists ?? []).map((list) => ({ value: list.id, label: list.name }))}
            onChange={(value) => void save(withRule(config, type, 'list', value))}
          />
        )}
      </Fragment>
    );
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="receive-title">
        <h2 id="receive-title" className={local.sectionTitle}>
          {t.receiveTitle}
        </h2>
        <p className={styles.lead}>{t.receiveLead}</p>
        {!hasLists && lists !== null && (
          <p className={styles.muted}>
            {t.noLists} <Link to="/my/lists">{t.manageLists}</Link>
          </p>
        )}
        {RECEIVE_TYPES.map(row)}
      </section>
      <PopupSettings announce={announce} />
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="push-title">
        <h2 id="push-title" className={local.sectionTitle}>
          {t.pushTitle}
        </h2>
        <PushSwitch onSaved={announce} />
      </section>
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="notification-actions-title">
        <h2 id="notification-actions-title" className={local.sectionTitle}>
          {t.actionsTitle}
        </h2>
        <div className={styles.actions}>
          <Button onClick={() => void act('notifications/mark-all-as-read', t.markedRead)}>
            {t.markAllRead}
          </Button>
          <Button onClick={() => void act('notifications/test-notification', t.testSent)}>
            {t.sendTest}
          </Button>
        </div>
      </section>
    </div>
  );
}

const POSITIONS = ['leftTop', 'rightTop', 'leftBottom', 'rightBottom'] as const;
const AXES = ['vertical', 'horizontal'] as const;

/** Where pop-ups of new notifications appear and how several stack (this device's settings). */
function PopupSettings({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.notificationSettings;
  const [position, setPosition] = useSaved('notificationPosition', announce);
  const [axis, setAxis] = useSaved('notificationStackAxis', announce);
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="notification-popups-title">
      <h2 id="notification-popups-title" className={local.sectionTitle}>
        {t.popupsTitle}
      </h2>
      <p className={styles.lead}>{t.popupsLead}</p>
      <Select
        label={t.popupPosition}
        value={position}
        options={POSITIONS.map((value) => ({ value, label: t.popupPositions[value] }))}
        onChange={setPosition}
      />
      <Select
        label={t.popupStackAxis}
        value={axis}
        options={AXES.map((value) => ({ value, label: t.popupAxes[value] }))}
        onChange={setAxis}
      />
    </section>
  );
}
