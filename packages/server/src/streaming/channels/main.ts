import { findNote } from '../../db/notes.js';
import { holdPollSweeper } from '../../services/polls.js';
import { filterHides, isThreadMuted, relationFilterOf } from '../../services/relations/index.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/** The user's personal event stream: account changes, registry sync, notifications. */
class MainChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  /** While anyone is connected, ended polls are swept so pollEnded arrives live. */
  private releaseSweeper: (() => void) | null = null;

  init(): void {
    const user = this.host.user;
    if (!user) return;
    this.unsubscribe = this.host.instance.events.onMainStream(user.id, (message) => {
      if (this.hides(user.id, message.type, message.body)) return;
      this.send(message.type, message.body);
    });
    this.releaseSweeper = holdPollSweeper(this.host.instance);
  }

  /**
   * A live mention, reply or renote by someone the user mutes or blocks (or who blocks them),
   * or in a thread they muted, is not delivered: their notifications are not created either.
   */
  private hides(userId: string, type: string, body: unknown): boolean {
    if (type !== 'mention' && type !== 'reply' && type !== 'renote') return false;
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return false;
    const db = this.host.instance.db;
    const note = findNote(db, id);
    if (!note) return false;
    if (type !== 'renote' && isThreadMuted(db, userId, note.threadId)) return true;
    // Renote mutes are about timelines: a renote of one's own note is still told.
    return filterHides(db, relationFilterOf(db, userId), note, { renoteMutes: false });
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.releaseSweeper?.();
    this.releaseSweeper = null;
  }
}

export const mainChannel: ChannelDefinition = {
  name: 'main',
  requireCredential: true,
  kind: 'read:account',
  shouldShare: true,
  create: (host, id) => new MainChannel(host, id),
};
