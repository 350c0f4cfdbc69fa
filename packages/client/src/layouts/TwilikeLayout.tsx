import type { ReactNode } from 'react';
import { Frame } from './Frame';

/** Large-icon navigation at the left, a centre column between rules, and a right column. */
export function TwilikeLayout({ children }: { children: ReactNode }) {
  return (
    <Frame layout="twilike" nav="large" side>
      {children}
    </Frame>
  );
}
