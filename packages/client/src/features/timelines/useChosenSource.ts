import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { isApiError } from '@/api';
import { type ChosenKind, type ChosenSource, LOOKUPS } from './chosenSource';

export interface ChosenSourceHandlers {
  /** It exists: its current name (it may have been renamed since it was chosen). */
  found(name: string): void;
  /** The server says it no longer exists. */
  gone(kind: ChosenKind): void;
}

/**
 * Looks the shown list, antenna or channel up once each time it is chosen or the page opens
 * on it, so a deleted one is noticed instead of showing a timeline that can never load. Other
 * failures (offline, a server error) leave it shown: the timeline says why it cannot load.
 */
export function useChosenSource(chosen: ChosenSource | null, handlers: ChosenSourceHandlers): void {
  const { api } = useAccountContext();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const kind = chosen?.kind;
  const id = chosen?.id;
  useEffect(() => {
    if (!kind || !id) return;
    const lookup = LOOKUPS[kind];
    let live = true;
    (api.call(lookup.endpoint, { [lookup.param]: id } as never) as Promise<{ name: string }>).then(
      (found) => live && latest.current.found(found.name),
      (error) => {
        if (live && isApiError(error) && error.code === lookup.gone) latest.current.gone(kind);
      },
    );
    return () => {
      live = false;
    };
  }, [api, kind, id]);
}
