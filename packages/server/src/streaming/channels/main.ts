import { Channel, type ChannelDefinition } from '../channel.js';

/** The user's personal event stream: account changes, registry sync, notifications. */
class MainChannel extends Channel {
  private unsubscribe: (() => void) | null = null;

  init(): void {
    const user = this.host.user;
    if (!user) return;
    this.unsubscribe = this.host.instance.events.onMainStream(user.id, (message) => {
      this.send(message.type, message.body);
    });
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const mainChannel: ChannelDefinition = {
  name: 'main',
  requireCredential: true,
  shouldShare: true,
  create: (host, id) => new MainChannel(host, id),
};
