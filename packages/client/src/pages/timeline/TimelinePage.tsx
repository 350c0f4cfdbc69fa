import { RootPage } from './RootPage';

/** /timeline: the home timeline when signed in, like / (the landing page otherwise). */
export function TimelinePage() {
  return <RootPage />;
}
