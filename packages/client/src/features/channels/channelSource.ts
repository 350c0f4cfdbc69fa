import type { NoteSource } from '@/features/timelines';

/** A channel's live timeline: `channels/timeline` pages, the `channel` stream for new notes. */
export function channelSource(channelId: string): NoteSource {
  return {
    endpoint: 'channels/timeline',
    params: { channelId },
    channel: 'channel',
    channelParams: { channelId },
  };
}
