/**
 * An antenna's notes as a timeline source: pages from `antennas/notes`, live notes from the
 * `antenna` channel. Plain data shaped as features/timelines' NoteSource.
 */
export function antennaSource(antennaId: string) {
  return {
    endpoint: 'antennas/notes' as const,
    params: { antennaId },
    channel: 'antenna' as const,
    channelParams: { antennaId },
  };
}
