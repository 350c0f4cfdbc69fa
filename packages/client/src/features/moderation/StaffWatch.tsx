import { useEffect } from 'react';
import { useAccountContext } from '@/accounts';
import { OPEN_REPORTS_LIMIT, setOpenReports } from './openReports';
import ReportToasts from './ReportToasts';

/**
 * What a moderator's app keeps an eye on (its own chunk, staff only): new reports as toasts,
 * and the count of unresolved ones for the control panel's badges.
 */
export default function StaffWatch() {
  const { api } = useAccountContext();
  useEffect(() => {
    let live = true;
    const fetchCount = () => {
      api.call('admin/abuse-user-reports', { state: 'unresolved', limit: OPEN_REPORTS_LIMIT }).then(
        (reports) => live && setOpenReports(reports.length, fetchCount),
        // Without a count there is no badge; the reports page still lists them.
        () => live && setOpenReports(null, fetchCount),
      );
    };
    fetchCount();
    return () => {
      live = false;
      setOpenReports(null, null);
    };
  }, [api]);
  return <ReportToasts />;
}
