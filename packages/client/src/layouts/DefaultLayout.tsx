import type { ReactNode } from 'react';
import { useSetting } from '@/settings';
import { Frame } from './Frame';

/** Side navigation (per `menuDisplay`), the main column, and a side column on wide screens. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [menuDisplay] = useSetting('menuDisplay');
  return (
    <Frame
      layout="default"
      nav={menuDisplay === 'top' ? 'top' : 'side'}
      labels={menuDisplay !== 'sideIcon'}
      side
    >
      {children}
    </Frame>
  );
}
