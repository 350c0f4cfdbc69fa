export { TimelineHeaderSettingsPage } from './TimelineHeaderSettingsPage';
