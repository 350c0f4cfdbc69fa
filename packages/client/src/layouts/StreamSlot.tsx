import { StreamIndicator } from '@/stream';

/**
 * Where the streaming status indicator sits in every signed-in layout (header or navigation).
 * Each layout places this slot once per arrangement; the stylesheet shows one at a time.
 */
export function StreamSlot() {
  return <StreamIndicator />;
}
