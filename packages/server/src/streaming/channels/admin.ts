import { staffOf } from '../../services/roles.js';
import { Channel, type ChannelDefinition } from '../channel.js';

/**
 * Misskey's `admin` channel: moderators are told of new abuse reports as they are filed. Whether
 * the user is a moderator is asked again for every message (roles may change while the socket
 * stays open), from the stored account rather than the snapshot the connection was opened with.
 */
class AdminChannel extends Channel {
  private unsubscribe: (() => void) | null = null;

  init(): void {
    this.unsubscribe = this.host.instance.events.onAdminStream((message) => {
      if (isModeratorNow(this.host.instance, this.host.user?.id)) this.send(message.type, message.body);
    });
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

function isModeratorNow(instance: Parameters<typeof staffOf>[0], userId: string | undefined): boolean {
  const user = userId ? instance.users.findById(userId) : null;
  if (!user) return false;
  // The first account is an administrator by its own flag, which makes it a moderator too.
  const staff = staffOf(instance, user);
  return staff.isModerator || staff.isAdmin;
}

export const adminChannel: ChannelDefinition = {
  name: 'admin',
  requireCredential: true,
  kind: 'read:admin:stream',
  shouldShare: true,
  // Misskey lets anyone join and sends them nothing; refusing others outright says the same sooner.
  allows: (host) => isModeratorNow(host.instance, host.user?.id),
  create: (host, id) => new AdminChannel(host, id),
};
