export { AnnouncementBanner } from './AnnouncementBanner';
export { AnnouncementCard, safeImageUrl } from './AnnouncementCard';
export { AnnouncementPrompts } from './AnnouncementPrompts';
export { useMarkAnnouncementRead, useUnreadAnnouncements } from './useMarkRead';
