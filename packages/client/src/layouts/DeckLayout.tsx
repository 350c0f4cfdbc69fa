import type { ReactNode } from 'react';
import { DeckArea } from '@/features/deck';
import { Frame } from './Frame';

/** The deck: an icon rail and the account's deck of columns, the routed page in its main column. */
export function DeckLayout({ children }: { children: ReactNode }) {
  return (
    <Frame layout="deck" nav="side" labels={false}>
      <DeckArea>{children}</DeckArea>
    </Frame>
  );
}
