export { ReportToastsLazy } from './lazyReportToasts';
