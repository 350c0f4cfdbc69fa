import type { NoteRow } from '../db/notes.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import { packNoteFor } from '../services/notes/pack.js';
import { canSee } from '../services/notes/visibility.js';
import { isNoteHiddenByRelations } from '../services/relations/index.js';

/** What a channel may use of the connection it lives on. */
export interface ChannelHost {
  readonly instance: InstanceContext;
  readonly user: UserRow | null;
  /** Sends `{type: 'channel', body: {id, type, body}}` to the client. */
  sendChannelMessage(channelId: string, type: string, body: unknown): void;
}

/** One subscription of a client to a channel, identified by the id the client chose. */
export abstract class Channel {
  constructor(
    protected readonly host: ChannelHost,
    readonly id: string,
  ) {}

  /** Called once after the client connects to the channel, with the client's params. */
  abstract init(params: unknown): void;

  /** A `ch` message from the client to this channel. Channels that take none ignore it. */
  onMessage(_type: string, _body: unknown): void {}

  /** Releases subscriptions; called on disconnect and when the socket closes. */
  dispose(): void {}

  protected send(type: string, body?: unknown): void {
    this.host.sendChannelMessage(this.id, type, body);
  }

  /**
   * Sends a new note as `note`, packed for this connection's reader, unless they may not see it
   * or mute, block or are blocked by someone in it: what every read path checks (queryNotes).
   */
  protected sendNoteToReader(note: NoteRow): void {
    const { instance, user } = this.host;
    if (!canSee(instance.db, user, note)) return;
    if (isNoteHiddenByRelations(instance.db, user?.id ?? null, note)) return;
    const packed = packNoteFor(instance, note, user);
    if (packed) this.send('note', packed);
  }
}

export interface ChannelDefinition {
  name: string;
  /** Signed-out connections are silently refused, as in Misskey. */
  requireCredential: boolean;
  /** The permission an app token needs to join (Misskey's channel `kind`); none for public ones. */
  kind?: string;
  /** Whether this connection's user may join now (checked at connect); refused silently if not. */
  allows?(host: ChannelHost): boolean;
  /** At most one instance per connection: a second connect to it is ignored. */
  shouldShare: boolean;
  create(host: ChannelHost, id: string): Channel;
}
