import type { ReactNode } from 'react';
import { Frame } from './Frame';

/** Navigation across the top, the main column and a side column. */
export function ClassicLayout({ children }: { children: ReactNode }) {
  return (
    <Frame layout="classic" nav="top" side>
      {children}
    </Frame>
  );
}
