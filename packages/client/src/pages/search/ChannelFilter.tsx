import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { Notice } from '@/ui';
import { type SearchState, searchUrlOf } from './search';

/** Says which channel the note search is narrowed to, with a way back to searching everywhere. */
export function ChannelFilter({ state }: { state: SearchState }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.call('channels/show', { channelId: state.channel }).then(
      (channel) => live && setName(channel.name),
      () => live && setName(null),
    );
    return () => {
      live = false;
    };
  }, [api, state.channel]);
  return (
    <Notice tone="info">
      {i18n.t('channels.searchFilter', { name: name ?? state.channel })}{' '}
      <Link to={searchUrlOf({ ...state, channel: '' })}>{i18n.ts.channels.searchEverywhere}</Link>
    </Notice>
  );
}
