import { useAccount } from '@/accounts';
import { HomePage } from './HomePage';
import { LandingPage } from './LandingPage';

/** '/' is the home page when signed in, the landing page otherwise (spec 000 §2). */
export function RootPage() {
  return useAccount() ? <HomePage /> : <LandingPage />;
}
