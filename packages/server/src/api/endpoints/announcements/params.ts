/** The editable fields of an announcement, as Misskey's admin endpoints declare them. */
export const announcementFieldProperties = {
  title: { type: 'string', minLength: 1 },
  text: { type: 'string', minLength: 1 },
  imageUrl: { type: ['string', 'null'], minLength: 0 },
  icon: { type: 'string', enum: ['info', 'warning', 'error', 'success'] },
  display: { type: 'string', enum: ['normal', 'banner', 'dialog'] },
  forExistingUsers: { type: 'boolean' },
  silence: { type: 'boolean' },
  needConfirmationToRead: { type: 'boolean' },
} as const;

export const noSuchAnnouncement = (id: string) => ({
  message: 'No such announcement.',
  code: 'NO_SUCH_ANNOUNCEMENT',
  id,
});
