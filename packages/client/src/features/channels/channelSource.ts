/**
 * A channel's live timeline: `channels/timeline` pages, the `channel` stream for new notes.
 * Plain data shaped as features/timelines' NoteSource, so this feature need not import the
 * timelines (whose home header shows channels in place).
 */
export function channelSource(channelId: string) {
  return {
    endpoint: 'channels/timeline' as const,
    params: { channelId },
    channel: 'channel' as const,
    channelParams: { channelId },
  };
}
