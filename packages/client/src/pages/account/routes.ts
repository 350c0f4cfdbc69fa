import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const SignupCompletePage = lazyPage(
  () => import('./SignupCompletePage'),
  (m) => m.SignupCompletePage,
);
const ResetPasswordPage = lazyPage(
  () => import('./ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);

/** The pages mailed links open (minimal layout): finishing a sign-up, resetting a password. */
export const accountRoutes: AppRoute[] = [
  { path: '/signup-complete/{code}', component: SignupCompletePage },
  { path: '/reset-password/{token?}', component: ResetPasswordPage },
];
