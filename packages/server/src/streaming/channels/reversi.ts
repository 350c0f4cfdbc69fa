import {
  cancelGame,
  claimTimeIsUp,
  isValidSetting,
  onGameStream,
  onReversiStream,
  putStone,
  setReady,
  updateSettings,
} from '../../services/reversi/index.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/** A player's matchmaking news: `matched` (someone accepted) and `invited` (someone asks). */
class ReversiChannel extends Channel {
  private unsubscribe: (() => void) | null = null;

  init(): void {
    const user = this.host.user;
    if (!user) return;
    this.unsubscribe = onReversiStream(this.host.instance, user.id, (message) =>
      this.send(message.type, message.body),
    );
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const reversiChannel: ChannelDefinition = {
  name: 'reversi',
  requireCredential: true,
  kind: 'read:account',
  shouldShare: true,
  create: (host, id) => new ReversiChannel(host, id),
};

/**
 * One game, for its players and for anyone watching (games are public, as in Misskey). Every
 * message is checked by the service against the game and the sender: a spectator's, or a
 * signed-out watcher's, changes nothing.
 */
class ReversiGameChannel extends Channel {
  private gameId: string | null = null;
  private unsubscribe: (() => void) | null = null;

  init(params: unknown): void {
    const gameId = (params as { gameId?: unknown } | null)?.gameId;
    if (typeof gameId !== 'string') return;
    this.gameId = gameId;
    this.unsubscribe = onGameStream(this.host.instance, gameId, (message) =>
      this.send(message.type, message.body),
    );
  }

  override onMessage(type: string, body: unknown): void {
    const { instance, user } = this.host;
    const gameId = this.gameId;
    if (!user || !gameId) return;
    switch (type) {
      case 'ready':
        if (typeof body === 'boolean') setReady(instance, gameId, user, body);
        break;
      case 'updateSettings': {
        const { key, value } = (body ?? {}) as { key?: unknown; value?: unknown };
        if (isValidSetting(key, value)) updateSettings(instance, gameId, user, key, value);
        break;
      }
      case 'cancel':
        cancelGame(instance, gameId, user);
        break;
      case 'putStone': {
        const { pos, id } = (body ?? {}) as { pos?: unknown; id?: unknown };
        // Misskey asks for both; the id comes back in the `log` event so a client knows its own move.
        if (typeof pos === 'number' && typeof id === 'string') putStone(instance, gameId, user, pos, id);
        break;
      }
      case 'claimTimeIsUp':
        claimTimeIsUp(instance, gameId);
        break;
      default:
        break;
    }
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const reversiGameChannel: ChannelDefinition = {
  name: 'reversiGame',
  requireCredential: false,
  shouldShare: false,
  create: (host, id) => new ReversiGameChannel(host, id),
};
