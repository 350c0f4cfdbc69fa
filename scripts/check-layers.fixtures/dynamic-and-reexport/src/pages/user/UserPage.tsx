export const UserPage = 'page';
