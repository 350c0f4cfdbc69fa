import { holdPollSweeper } from '../../services/polls.js';
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
      this.send(message.type, message.body);
    });
    this.releaseSweeper = holdPollSweeper(this.host.instance);
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
  shouldShare: true,
  create: (host, id) => new MainChannel(host, id),
};
