import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStreamState } from './StreamContext';

/**
 * Calls `catchUp` each time the account's connection opens again after it was lost: what came
 * meanwhile (notes, notifications) never came by the stream. Not on the first connection (the
 * first page was read over it), and not while `enabled` is false (a timeline that joins no channel).
 */
export function useCatchUpOnReconnect(enabled: boolean, catchUp: () => void): void {
  const state = useStreamState();
  const latest = useRef(catchUp);
  useLayoutEffect(() => {
    latest.current = catchUp;
  });
  const connectedOnce = useRef(false);
  const dropped = useRef(false);
  useEffect(() => {
    if (state === 'connected') {
      if (dropped.current && enabled) latest.current();
      dropped.current = false;
      connectedOnce.current = true;
    } else if (connectedOnce.current && state !== null) {
      dropped.current = true;
    }
  }, [state, enabled]);
}
