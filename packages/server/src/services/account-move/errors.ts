/** What Misskey answers when a moved account tries to change what a move fixed (or post). */
export const accountMoved = {
  message: 'You have moved your account.',
  code: 'YOUR_ACCOUNT_MOVED',
  id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
  kind: 'permission',
  httpStatus: 403,
} as const;
