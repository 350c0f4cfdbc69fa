import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';

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
}

export interface ChannelDefinition {
  name: string;
  /** Signed-out connections are silently refused, as in Misskey. */
  requireCredential: boolean;
  /** The permission an app token needs to join (Misskey's channel `kind`); none for public ones. */
  kind?: string;
  /** At most one instance per connection: a second connect to it is ignored. */
  shouldShare: boolean;
  create(host: ChannelHost, id: string): Channel;
}
