import { isPureRenote, type NoteRow } from '../../db/notes.js';
import { isFollowedChannelFor } from '../../services/channels/timelines.js';
import { policiesOf } from '../../services/notes/policies.js';
import { Channel, type ChannelDefinition } from '../channel.js';

type Kind = 'home' | 'local' | 'hybrid' | 'global';

interface TimelineParams {
  withRenotes: boolean;
  withReplies: boolean;
  withFiles: boolean;
}

function readParams(raw: unknown): TimelineParams {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    withRenotes: p.withRenotes !== false,
    withReplies: p.withReplies === true,
    withFiles: p.withFiles === true,
  };
}

/**
 * One live timeline. Each new note is checked against this connection's user (visibility,
 * follows, the timeline's own rules) and packed for them alone.
 */
class TimelineChannel extends Channel {
  private unsubscribe: (() => void) | null = null;
  private params: TimelineParams = { withRenotes: true, withReplies: false, withFiles: false };

  constructor(
    host: ConstructorParameters<typeof Channel>[0],
    id: string,
    private readonly kind: Kind,
  ) {
    super(host, id);
  }

  init(params: unknown): void {
    const policies = policiesOf(this.host.user, this.host.instance);
    if ((this.kind === 'local' || this.kind === 'hybrid') && !policies.ltlAvailable) return;
    if (this.kind === 'global' && !policies.gtlAvailable) return;
    this.params = readParams(params);
    this.unsubscribe = this.host.instance.events.onNote((note) => this.onNote(note));
  }

  private isFollowedOrSelf(userId: string): boolean {
    const me = this.host.user;
    if (!me) return false;
    if (me.id === userId) return true;
    return (
      this.host.instance.db
        .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
        .get(me.id, userId) !== undefined
    );
  }

  private isLocalPublic(note: NoteRow): boolean {
    if (note.visibility !== 'public' || note.channelId !== null) return false;
    return this.host.instance.users.findById(note.userId)?.host === null;
  }

  private replyTargetUserId(note: NoteRow): string | null {
    if (!note.replyId) return null;
    const row = this.host.instance.db.prepare('SELECT user_id FROM notes WHERE id = ?').get(note.replyId) as
      | { user_id: string }
      | undefined;
    return row?.user_id ?? null;
  }

  private homeAccepts(note: NoteRow): boolean {
    // A channel's notes come to the home timeline of its followers (not muting it), as in Misskey.
    if (note.channelId !== null) {
      const me = this.host.user;
      if (!me || !isFollowedChannelFor(this.host.instance, me.id, note.channelId)) return false;
    } else if (!this.isFollowedOrSelf(note.userId)) return false;
    if (!note.replyId) return true;
    const target = this.replyTargetUserId(note);
    return target === note.userId || target === this.host.user?.id;
  }

  private localAccepts(note: NoteRow): boolean {
    if (!this.isLocalPublic(note)) return false;
    return !note.replyId || this.params.withReplies || this.replyTargetUserId(note) === note.userId;
  }

  private accepts(note: NoteRow): boolean {
    switch (this.kind) {
      case 'home':
        return this.homeAccepts(note);
      case 'local':
        return this.localAccepts(note);
      case 'hybrid':
        return this.homeAccepts(note) || this.localAccepts(note);
      case 'global':
        return (
          note.visibility === 'public' &&
          note.channelId === null &&
          (!note.replyId || this.replyTargetUserId(note) === note.userId)
        );
    }
  }

  private onNote(note: NoteRow): void {
    if (!this.params.withRenotes && isPureRenote(note)) return;
    if (this.params.withFiles && note.fileIds.length === 0) return;
    if (!this.accepts(note)) return;
    this.sendNoteToReader(note);
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

function definition(name: string, kind: Kind, requireCredential: boolean): ChannelDefinition {
  return {
    name,
    requireCredential,
    // The signed-in timelines need read:account from an app token, as Misskey's do.
    kind: requireCredential ? 'read:account' : undefined,
    shouldShare: false,
    create: (host, id) => new TimelineChannel(host, id, kind),
  };
}

export const homeTimelineChannel = definition('homeTimeline', 'home', true);
export const localTimelineChannel = definition('localTimeline', 'local', false);
export const hybridTimelineChannel = definition('hybridTimeline', 'hybrid', true);
export const globalTimelineChannel = definition('globalTimeline', 'global', false);
