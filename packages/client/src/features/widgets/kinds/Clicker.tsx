import { ClickerGame } from '@/features/clicker';

/** The account's cookies and how fast they come; each click bakes one (the /clicker page's save). */
export default function Clicker() {
  return <ClickerGame />;
}
