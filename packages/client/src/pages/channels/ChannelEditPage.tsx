import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { type ChannelFields, ChannelForm } from '@/features/channels';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { type RouteProps, useNavigate } from '@/router';
import { useToast } from '@/ui';

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
  const [state] = useLoaded(
    async () => (channelId ? api.call('channels/show', { channelId }) : null),
    'NO_SUCH_CHANNEL',
    [api, channelId],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const title = channelId ? t.editTitle : t.newChannel;
  if (state.kind !== 'ready') return <LoadingState state={state} title={title} notFoundText={t.notFound} />;
  const channel = state.value ?? undefined;
  const staff = account?.isAdmin === true || account?.isModerator === true;
  if (channel && channel.userId !== account?.id && !staff) {
    return <LoadingState state={{ kind: 'notFound' }} title={title} notFoundText={t.ownerOnly} />;
  }

  const submit = async (fields: ChannelFields) => {
    setBusy(true);
    setError(null);
    try {
      const saved = channel
        ? await api.call('channels/update', { channelId: channel.id, ...fields })
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
        <ChannelForm channel={channel} busy={busy} error={error} onSubmit={(f) => void submit(f)} />
      </div>
    </div>
  );
}
