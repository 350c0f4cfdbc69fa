import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';

export type AntennaState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; antenna: Misskey.entities.Antenna };

/**
 * One of the account's antennas (`antennas/show`), for its editor and its timeline page; someone
 * else's or a deleted one is notFound. `set` replaces it after an update.
 */
export function useAntenna(antennaId: string) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [state, setState] = useState<AntennaState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('antennas/show', { antennaId })
      .then((antenna) => live && setState({ kind: 'ready', antenna }))
      .catch((error) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_ANTENNA') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, antennaId, i18n]);

  const set = (antenna: Misskey.entities.Antenna) => setState({ kind: 'ready', antenna });
  return { state, set };
}
