export { mergeMissed, useMissedNotifications } from './catchUp';
export { NotificationList, type NotificationListProps } from './NotificationList';
export { NotificationView } from './NotificationView';
export { type AnyNotification, describeNotification, NOTIFICATION_KINDS } from './notificationText';
export { UnreadNotificationSync, useUnreadNotificationSync } from './useUnreadSync';
