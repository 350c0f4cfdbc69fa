import { EventEmitter } from 'node:events';
import type { Channels, StreamEvents } from 'misskey-js';
import type { NoteRow } from '../db/notes.js';

type MainEvents = Channels['main']['events'];
type DriveEvents = Channels['drive']['events'];
export type DriveStreamType = keyof DriveEvents;
/** The body misskey-js expects for each drive-channel event. */
export type DriveStreamBody<T extends DriveStreamType> = Parameters<DriveEvents[T]>[0];

export interface DriveStreamMessage {
  type: DriveStreamType;
  body: unknown;
}
export type MainStreamType = keyof MainEvents;
/** The body misskey-js expects for each main-channel event (undefined for events without one). */
export type MainStreamBody<T extends MainStreamType> = Parameters<MainEvents[T]>[0];

/** What `noteUpdated` tells subscribers of a note (misskey-js NoteUpdatedEvent, plus 'updated'). */
export type NoteStreamType = 'deleted' | 'reacted' | 'unreacted' | 'pollVoted' | 'updated';

export interface NoteStreamMessage {
  id: string;
  type: NoteStreamType;
  body: unknown;
}

/** misskey-js's BroadcastEvents (not exported by name): StreamEvents minus the socket's own. */
type BroadcastEvents = Omit<StreamEvents, '_connected_' | '_disconnected_'>;
export type BroadcastType = keyof BroadcastEvents;
/** The body misskey-js expects for each broadcast event. */
export type BroadcastBody<T extends BroadcastType> = Parameters<BroadcastEvents[T]>[0];

export interface BroadcastMessage {
  type: BroadcastType;
  body: unknown;
}

type AdminEvents = Channels['admin']['events'];
export type AdminStreamType = keyof AdminEvents;
/** The body misskey-js gives each admin-channel event. */
export type AdminStreamBody<T extends AdminStreamType> = AdminEvents[T];

export interface AdminStreamMessage {
  type: AdminStreamType;
  body: unknown;
}

export interface MainStreamMessage {
  type: MainStreamType;
  body: unknown;
}

/**
 * In-process publish/subscribe between endpoints and the streaming layer. A single node
 * needs no broker; should the instance ever run as several processes, this is the one
 * place to back with one.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open socket per user; the default limit of 10 would warn needlessly.
    this.emitter.setMaxListeners(0);
  }

  publishMainStream<T extends MainStreamType>(
    userId: string,
    type: T,
    ...body: MainStreamBody<T> extends undefined ? [] : [MainStreamBody<T>]
  ): void {
    const message: MainStreamMessage = { type, body: body[0] };
    this.emitter.emit(`main:${userId}`, message);
  }

  /** Whether any open connection listens to the user's main stream (packing can be skipped). */
  hasMainListeners(userId: string): boolean {
    return this.emitter.listenerCount(`main:${userId}`) > 0;
  }

  /** Every user with an open main stream (a role change may touch any of them). */
  mainListenerUserIds(): string[] {
    return this.emitter
      .eventNames()
      .flatMap((name) => (typeof name === 'string' && name.startsWith('main:') ? [name.slice(5)] : []));
  }

  onMainStream(userId: string, listener: (message: MainStreamMessage) => void): () => void {
    const event = `main:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /** A change in the user's drive, for their `drive` channel (other tabs see it live). */
  publishDriveStream<T extends DriveStreamType>(userId: string, type: T, body: DriveStreamBody<T>): void {
    const message: DriveStreamMessage = { type, body };
    this.emitter.emit(`drive:${userId}`, message);
  }

  onDriveStream(userId: string, listener: (message: DriveStreamMessage) => void): () => void {
    const event = `drive:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /** A note was created: timeline channels decide, per connection, who receives it. */
  publishNote(note: NoteRow): void {
    this.emitter.emit('note', note);
  }

  onNote(listener: (note: NoteRow) => void): () => void {
    this.emitter.on('note', listener);
    return () => this.emitter.off('note', listener);
  }

  /**
   * Something happened to a note (subNote subscribers get `noteUpdated`): deleted
   * `{deletedAt}`, reacted `{reaction, emoji?, userId}`, unreacted `{reaction, userId}`,
   * pollVoted `{choice, userId}`, updated `{cw, text}`.
   */
  publishNoteStream(noteId: string, type: NoteStreamType, body: unknown): void {
    const message: NoteStreamMessage = { id: noteId, type, body };
    this.emitter.emit(`noteStream:${noteId}`, message);
  }

  onNoteStream(noteId: string, listener: (message: NoteStreamMessage) => void): () => void {
    const event = `noteStream:${noteId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /**
   * A message for every open streaming connection, signed in or not, sent as a top-level
   * `{type, body}` (misskey-js BroadcastEvents: emojiAdded, emojiUpdated, emojiDeleted…).
   */
  publishBroadcast<T extends BroadcastType>(type: T, body: BroadcastBody<T>): void {
    const message: BroadcastMessage = { type, body };
    this.emitter.emit('broadcast', message);
  }

  onBroadcast(listener: (message: BroadcastMessage) => void): () => void {
    this.emitter.on('broadcast', listener);
    return () => this.emitter.off('broadcast', listener);
  }

  /**
   * Something for moderators (Misskey's `admin` channel: newAbuseUserReport). One message for
   * all: each admin channel checks, on delivery, that its user is still a moderator.
   */
  publishAdminStream<T extends AdminStreamType>(type: T, body: AdminStreamBody<T>): void {
    const message: AdminStreamMessage = { type, body };
    this.emitter.emit('adminStream', message);
  }

  onAdminStream(listener: (message: AdminStreamMessage) => void): () => void {
    this.emitter.on('adminStream', listener);
    return () => this.emitter.off('adminStream', listener);
  }

  /** Every token of the user was revoked: open connections authenticated as them must end. */
  publishTokensRevoked(userId: string): void {
    this.emitter.emit('tokensRevoked', userId);
  }

  onTokensRevoked(listener: (userId: string) => void): () => void {
    this.emitter.on('tokensRevoked', listener);
    return () => this.emitter.off('tokensRevoked', listener);
  }
}
