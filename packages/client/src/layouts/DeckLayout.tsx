import type { ReactNode } from 'react';
import { Frame } from './Frame';

/** The deck: an icon rail and a sideways-scrolling row of columns (for now the main column only). */
export function DeckLayout({ children }: { children: ReactNode }) {
  return (
    <Frame layout="deck" nav="side" labels={false}>
      {children}
    </Frame>
  );
}
