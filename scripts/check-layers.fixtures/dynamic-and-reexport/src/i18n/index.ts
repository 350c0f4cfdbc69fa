export const loadUserPage = () => import('@/pages/user/UserPage');
