import type * as Misskey from 'misskey-js';
import { useEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { useStream } from '@/stream';
import { useToast } from '@/ui/toast';
import { openReportFiled } from './openReports';

/** How much of a report's comment the toast quotes (the whole one is on /admin/abuses). */
const QUOTE_LENGTH = 80;

type NewReport = Misskey.Channels['admin']['events']['newAbuseUserReport'];

export function quoteComment(comment: string): string {
  const flat = comment.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
}

/**
 * Tells a moderator with the app open of each report as it is filed (Misskey's `admin` channel),
 * and counts it on the control panel's badge.
 */
export default function ReportToasts() {
  const i18n = useI18n();
  const toast = useToast();
  const stream = useStream();
  const tell = useRef((report: NewReport) => report);
  tell.current = (report: NewReport) => {
    toast(i18n.t('adminAbuses.newReportToast', { comment: quoteComment(report.comment) }));
    return report;
  };
  useEffect(() => {
    if (!stream) return;
    const connection = stream.connectChannel('admin');
    // misskey-js types this channel's events as bodies rather than listeners, so `on` is untyped here.
    const emitter = connection as unknown as { on(name: string, listener: (body: NewReport) => void): void };
    emitter.on('newAbuseUserReport', (report) => {
      openReportFiled();
      tell.current(report);
    });
    return () => connection.dispose();
  }, [stream]);
  return null;
}
