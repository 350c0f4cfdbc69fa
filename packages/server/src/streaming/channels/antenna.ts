import type { NoteRow } from '../../db/notes.js';
import { findOwnAntenna, isAntennaNote } from '../../services/antennas/index.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/**
 * One antenna's live notes. Matching already ran when the note was created (it stores the hits
 * before the note event goes out), so a new note belongs here when it is stored as a hit; it is
 * then checked against the reader as any read path does: visibility, mutes and blocks.
 */
class AntennaChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  private antennaId = '';

  init(params: unknown): void {
    const { instance, user } = this.host;
    const antennaId = (params as { antennaId?: unknown } | null)?.antennaId;
    if (!user || typeof antennaId !== 'string') return;
    // Someone else's antenna is silently refused, as Misskey does.
    if (!findOwnAntenna(instance, user, antennaId)) return;
    this.antennaId = antennaId;
    this.unsubscribe = instance.events.onNote((note) => this.onNote(note));
  }

  private onNote(note: NoteRow): void {
    const { instance, user } = this.host;
    if (!user || !isAntennaNote(instance, this.antennaId, note.id)) return;
    this.sendNoteToReader(note);
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const antennaChannel: ChannelDefinition = {
  name: 'antenna',
  requireCredential: true,
  kind: 'read:account',
  shouldShare: false,
  create: (host, id) => new AntennaChannel(host, id),
};
