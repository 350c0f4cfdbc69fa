import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import { findVisibleNote } from '../services/notes/visibility.js';
import type { Channel, ChannelDefinition, ChannelHost } from './channel.js';

interface ConnectBody {
  channel?: unknown;
  id?: unknown;
  params?: unknown;
  pong?: unknown;
}

/**
 * One client WebSocket speaking Misskey's streaming protocol: JSON messages
 * `{type, body}`, plus the raw text frames `ping` (answered `pong`) and `h` (heartbeat).
 */
export class StreamConnection implements ChannelHost {
  private readonly channels = new Map<string, Channel>();
  /** Shared channels by name, with the id they were connected under. */
  private readonly sharedNames = new Map<string, string>();
  private closed = false;
  /** Notes captured with subNote, each with its bus subscription. */
  private readonly subscribedNotes = new Map<string, () => void>();
  /** Ends this connection's subscription to instance-wide broadcasts (emoji changes). */
  private readonly offBroadcast: () => void;

  constructor(
    private readonly ws: WebSocket,
    readonly instance: InstanceContext,
    readonly user: UserRow | null,
    private readonly definitions: ReadonlyMap<string, ChannelDefinition>,
    private readonly log: FastifyBaseLogger,
    /** An app token's permissions; null for a session token (or nobody), which may join anything. */
    private readonly permission: readonly string[] | null = null,
  ) {
    // Broadcasts go to everyone, visitors included: custom emoji are public.
    this.offBroadcast = instance.events.onBroadcast((message) =>
      this.sendMessage(message.type, message.body),
    );
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.dispose());
  }

  sendChannelMessage(channelId: string, type: string, body: unknown): void {
    this.sendMessage('channel', { id: channelId, type, body });
  }

  /** Ends the connection with a close frame (sent after anything already queued). */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    this.dispose();
  }

  private sendMessage(type: string, body: unknown): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(JSON.stringify(body === undefined ? { type } : { type, body }));
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (isBinary) return;
    const text = data.toString();
    if (text === 'ping') {
      if (this.ws.readyState === this.ws.OPEN) this.ws.send('pong');
      return;
    }
    if (text === 'h') return; // heartbeat: receiving it is all that matters

    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // malformed frames are ignored, never fatal
    }
    if (typeof message !== 'object' || message === null) return;
    const { type, body } = message as { type?: unknown; body?: unknown };
    try {
      this.dispatch(type, body);
    } catch (err) {
      this.log.warn({ err }, 'streaming message handling failed');
    }
  }

  private dispatch(type: unknown, body: unknown): void {
    switch (type) {
      case 'connect':
        this.connectChannel(body as ConnectBody);
        break;
      case 'disconnect':
        this.disconnectChannel((body as { id?: unknown } | undefined)?.id);
        break;
      case 'ch':
      case 'channel': {
        const { id, type: messageType, body: messageBody } = (body ?? {}) as Record<string, unknown>;
        if (typeof id !== 'string' || typeof messageType !== 'string') return;
        this.channels.get(id)?.onMessage(messageType, messageBody);
        break;
      }
      // Note capture: 's'/'subNote' and 'sr' (subscribe and mark read) start it, 'un'/'unsubNote' end it.
      case 'subNote':
      case 's':
      case 'sr':
        this.subscribeNote((body as { id?: unknown } | undefined)?.id);
        break;
      case 'unsubNote':
      case 'un':
        this.unsubscribeNote((body as { id?: unknown } | undefined)?.id);
        break;
      default:
        break;
    }
  }

  /** Sends `noteUpdated` for a note this connection's user may see; others are ignored silently. */
  private subscribeNote(id: unknown): void {
    if (typeof id !== 'string' || this.subscribedNotes.has(id)) return;
    if (!findVisibleNote(this.instance.db, this.user, id)) return;
    const off = this.instance.events.onNoteStream(id, (message) => {
      // The note may have become hidden since (an unfollow); a deletion is always told.
      if (message.type !== 'deleted' && !findVisibleNote(this.instance.db, this.user, id)) return;
      this.sendMessage('noteUpdated', { id: message.id, type: message.type, body: message.body });
    });
    this.subscribedNotes.set(id, off);
  }

  private unsubscribeNote(id: unknown): void {
    if (typeof id !== 'string') return;
    this.subscribedNotes.get(id)?.();
    this.subscribedNotes.delete(id);
  }

  private connectChannel(body: ConnectBody | undefined): void {
    if (!body || typeof body.channel !== 'string' || typeof body.id !== 'string') return;
    const def = this.definitions.get(body.channel);
    if (!def) return;
    if (def.requireCredential && !this.user) return;
    // Misskey's rule for app tokens, as for endpoints: a channel naming a permission needs it,
    // one that needs a user but names none is closed to apps. Refused silently, as Misskey does.
    if (this.permission && (def.kind ? !this.permission.includes(def.kind) : def.requireCredential)) return;
    if (this.channels.has(body.id)) return;
    if (def.allows && !def.allows(this)) return;
    if (def.shouldShare && this.sharedNames.has(def.name)) return;
    const channel = def.create(this, body.id);
    this.channels.set(body.id, channel);
    if (def.shouldShare) this.sharedNames.set(def.name, body.id);
    channel.init(body.params ?? null);
    if (body.pong === true) this.sendMessage('connected', { id: body.id });
  }

  private disconnectChannel(id: unknown): void {
    if (typeof id !== 'string') return;
    const channel = this.channels.get(id);
    if (!channel) return;
    channel.dispose();
    this.channels.delete(id);
    for (const [name, channelId] of this.sharedNames) if (channelId === id) this.sharedNames.delete(name);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.offBroadcast();
    for (const channel of this.channels.values()) channel.dispose();
    this.channels.clear();
    this.sharedNames.clear();
    for (const off of this.subscribedNotes.values()) off();
    this.subscribedNotes.clear();
  }
}
