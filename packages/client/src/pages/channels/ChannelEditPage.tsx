import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { type ChannelFields, ChannelForm } from '@/features/channels';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { type RouteProps, useNavigate } from '@/router';
import { useToast } from '@/ui';

type Channel = Misskey.entities.Channel;
type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; channel?: Channel };

/**
 * /channels/new and /channels/{channelId}/edit: the channel form. Only the owner (or staff)
 * may edit, as channels/update allows; anyone else is told so instead of getting a form the
 * server would refuse.
 */
export function ChannelEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  const { api, account } = useAccountContext();
  const navigate = useNavigate();
  const toast = useToast();
  const channelId = params.channelId;
  const [state, setState] = useState<State>(channelId ? { kind: 'loading' } : { kind: 'ready' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!channelId) return;
    let live = true;
    api
      .call('channels/show', { channelId })
      .then((channel) => {
        if (!live) return;
        const staff = account?.isAdmin === true || account?.isModerator === true;
        setState(channel.userId === account?.id || staff ? { kind: 'ready', channel } : { kind: 'denied' });
      })
      .catch((failure) => {
        if (!live) return;
        if (isApiError(failure) && failure.code === 'NO_SUCH_CHANNEL') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(failure, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, account, channelId, i18n]);

  const title = channelId ? t.editTitle : t.newChannel;
  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind !== 'ready') {
    const message =
      state.kind === 'notFound' ? t.notFound : state.kind === 'denied' ? t.ownerOnly : state.message;
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{message}</p>
      </div>
    );
  }

  const submit = async (fields: ChannelFields) => {
    setBusy(true);
    setError(null);
    try {
      const saved = state.channel
        ? await api.call('channels/update', { channelId: state.channel.id, ...fields })
        : await api.call('channels/create', fields);
      toast(t.saved);
      navigate(`/channels/${saved.id}`);
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.panel}>
        <ChannelForm channel={state.channel} busy={busy} error={error} onSubmit={(f) => void submit(f)} />
      </div>
    </div>
  );
}
