import { useAccount } from '@/accounts';
import { LandingPage } from '@/pages/welcome/LandingPage';
import { HomePage } from './HomePage';

/** '/' is the home page when signed in, the landing page otherwise (spec 000 §2). */
export function RootPage() {
  return useAccount() ? <HomePage /> : <LandingPage />;
}
