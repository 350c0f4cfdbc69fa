import { findNote, isPureRenote, type NoteRow } from '../../db/notes.js';
import { findOwnList, membershipOf } from '../../services/lists/index.js';
import { Channel, type ChannelDefinition } from '../channel.js';

interface ListParams {
  listId: string;
  withRenotes: boolean;
  withFiles: boolean;
}

function readParams(raw: unknown): ListParams | null {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof p.listId !== 'string') return null;
  return { listId: p.listId, withRenotes: p.withRenotes !== false, withFiles: p.withFiles === true };
}

/**
 * The live timeline of one of the connected user's lists: new notes by its members, with the
 * same rules as `notes/user-list-timeline` (services/lists/timeline.ts). Membership is read per
 * note, so members added or removed while connected count at once.
 */
class UserListChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  private params: ListParams | null = null;

  init(raw: unknown): void {
    const params = readParams(raw);
    const me = this.host.user;
    // Someone else's list, or none: nothing is sent, as in Misskey.
    if (!params || !me || !findOwnList(this.host.instance, me.id, params.listId)) return;
    this.params = params;
    this.unsubscribe = this.host.instance.events.onNote((note) => this.onNote(note));
  }

  private accepts(note: NoteRow, params: ListParams, meId: string): boolean {
    if (note.channelId !== null) return false;
    if (!params.withRenotes && isPureRenote(note)) return false;
    if (params.withFiles && note.fileIds.length === 0) return false;
    const membership = membershipOf(this.host.instance, params.listId, note.userId);
    if (!membership) return false;
    if (!note.replyId || membership.withReplies) return true;
    const target = findNote(this.host.instance.db, note.replyId);
    return target !== null && (target.userId === note.userId || target.userId === meId);
  }

  private onNote(note: NoteRow): void {
    const { user } = this.host;
    const params = this.params;
    if (!params || !user) return;
    if (!this.accepts(note, params, user.id)) return;
    this.sendNoteToReader(note);
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const userListChannel: ChannelDefinition = {
  name: 'userList',
  requireCredential: true,
  kind: 'read:account',
  shouldShare: false,
  create: (host, id) => new UserListChannel(host, id),
};
