export { ReportToastsLazy } from './lazyReportToasts';
export { badgeText, refreshOpenReports, useOpenReportCount } from './openReports';
