import type { NoteRow } from '../../db/notes.js';
import { findRoleById, roleIdsOf } from '../../db/roles.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/**
 * A role's live timeline (Misskey's `roleTimeline`, params `{roleId}`): each new public note of
 * a member of the role, the same notes `roles/notes` pages through. Anyone may connect, signed
 * in or not, as in Misskey. The role is read again for every note, so a role made private or no
 * longer explorable stops sending at once; membership is the author's at the time of the note.
 * Misskey's channel checks only `isExplorable`; this one also wants the role public, as
 * `roles/notes` does, so the channel never tells who holds a hidden role.
 */
class RoleTimelineChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  private roleId: string | null = null;

  init(raw: unknown): void {
    const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof params.roleId !== 'string') return;
    this.roleId = params.roleId;
    this.unsubscribe = this.host.instance.events.onNote((note) => this.onNote(note));
  }

  private onNote(note: NoteRow): void {
    const { instance } = this.host;
    const roleId = this.roleId;
    if (!roleId || note.visibility !== 'public') return;
    const role = findRoleById(instance.db, roleId);
    if (!role?.isPublic || !role.isExplorable) return;
    if (!roleIdsOf(instance.db, note.userId).includes(roleId)) return;
    this.sendNoteToReader(note);
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const roleTimelineChannel: ChannelDefinition = {
  name: 'roleTimeline',
  requireCredential: false,
  shouldShare: false,
  create: (host, id) => new RoleTimelineChannel(host, id),
};
