export { DefaultLayout } from './DefaultLayout';
export { VisitorLayout } from './VisitorLayout';
