import type { NoteRow } from '../../db/notes.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/**
 * The live timeline of one channel (Misskey's `channel` streaming channel, params
 * `{channelId}`): every new note posted into it, as `channels/timeline` would list it, so
 * signed-out readers get it too. A note of someone the reader mutes, blocks or is blocked by
 * is left out, as queryNotes leaves it out of the page.
 */
class ChannelTimelineChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  private channelId: string | null = null;

  init(raw: unknown): void {
    const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof params.channelId !== 'string') return;
    this.channelId = params.channelId;
    this.unsubscribe = this.host.instance.events.onNote((note) => this.onNote(note));
  }

  private onNote(note: NoteRow): void {
    if (note.channelId === null || note.channelId !== this.channelId) return;
    this.sendNoteToReader(note);
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const channelTimelineChannel: ChannelDefinition = {
  name: 'channel',
  requireCredential: false,
  shouldShare: false,
  create: (host, id) => new ChannelTimelineChannel(host, id),
};
