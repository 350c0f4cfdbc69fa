import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { refreshOpenReports } from '@/features/moderation';
import { formatDate, useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button, TextField, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';

export type AbuseReport = Misskey.entities.AdminAbuseUserReportsResponse[number];

function acct(user: { username: string; host: string | null }): string {
  return user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
}

/**
 * One report: who reported whom and why (plain text), its state, and what a moderator does with
 * it — resolve as accepted or rejected, forward it to a remote target's server, keep a note.
 */
export function AbuseReportItem({
  report,
  onChange,
}: {
  report: AbuseReport;
  onChange(report: AbuseReport): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.adminAbuses;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [note, setNote] = useState(report.moderationNote);
  const headingId = `abuse-report-${report.id}`;

  const resolve = async (resolvedAs: 'accept' | 'reject') => {
    const ok = await apiWithDialog(
      api,
      'admin/resolve-abuse-user-report',
      { reportId: report.id, resolvedAs },
      { modals },
    ).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    onChange({ ...report, resolved: true, resolvedAs });
    refreshOpenReports();
  };
  const forward = async () => {
    const ok = await apiWithDialog(
      api,
      'admin/forward-abuse-user-report',
      { reportId: report.id },
      { modals },
    ).then(
      () => true,
      () => false,
    );
    if (ok) onChange({ ...report, forwarded: true });
  };
  const saveNote = async () => {
    const ok = await apiWithDialog(
      api,
      'admin/update-abuse-user-report',
      { reportId: report.id, moderationNote: note },
      { modals },
    ).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    onChange({ ...report, moderationNote: note });
    toast(i18n.ts.saved);
  };
  const state = !report.resolved
    ? t.unresolved
    : report.resolvedAs === 'accept'
      ? t.resolvedAccepted
      : report.resolvedAs === 'reject'
        ? t.resolvedRejected
        : t.resolved;

  return (
    <li className={styles.row} aria-labelledby={headingId}>
      <div className={styles.rowMain}>
        <h2 id={headingId} className={styles.panelTitle}>
          {i18n.t('adminAbuses.reportOf', { user: acct(report.targetUser) })}
        </h2>
        <dl className={styles.facts}>
          <dt>{t.target}</dt>
          <dd>
            <Link className={styles.name} to={`/admin/user/${report.targetUserId}`}>
              {acct(report.targetUser)}
            </Link>
          </dd>
          <dt>{t.reporter}</dt>
          <dd>
            <Link className={styles.name} to={`/admin/user/${report.reporterId}`}>
              {acct(report.reporter)}
            </Link>
          </dd>
          <dt>{t.date}</dt>
          <dd>{formatDate(report.createdAt, i18n.lang)}</dd>
          <dt>{t.state}</dt>
          <dd>
            {state}
            {report.assignee ? ` (${acct(report.assignee)})` : ''}
            {report.forwarded ? `, ${t.forwarded}` : ''}
          </dd>
        </dl>
        <p className={styles.info}>{report.comment}</p>
        <TextField label={t.moderationNote} value={note} onChange={setNote} multiline />
        <div className={styles.actions}>
          <Button onClick={() => void saveNote()} disabled={note === report.moderationNote}>
            {t.saveNote}
          </Button>
          {!report.resolved && (
            <>
              <Button onClick={() => void resolve('accept')}>{t.accept}</Button>
              <Button onClick={() => void resolve('reject')}>{t.reject}</Button>
            </>
          )}
          {report.targetUser.host && !report.forwarded && (
            <Button onClick={() => void forward()}>{t.forward}</Button>
          )}
        </div>
      </div>
    </li>
  );
}
