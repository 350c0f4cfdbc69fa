import { lazy, Suspense } from 'react';
import type { StillImageProps } from './StillCanvas';

// Loaded the first time an image is asked to stand still: most people never do.
const StillCanvas = lazy(() => import('./StillCanvas'));

/** An image standing still on its first frame (see StillCanvas); empty while its code loads. */
export function StillImage(props: StillImageProps) {
  return (
    <Suspense fallback={null}>
      <StillCanvas {...props} />
    </Suspense>
  );
}
