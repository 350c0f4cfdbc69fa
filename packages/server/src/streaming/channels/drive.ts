import { Channel, type ChannelDefinition } from '../channel.js';

/**
 * The user's drive changes (fileCreated, fileUpdated, fileDeleted, folderCreated,
 * folderUpdated, folderDeleted), so another tab or device showing the drive follows along.
 */
class DriveChannel extends Channel {
  private unsubscribe: (() => void) | null = null;

  init(): void {
    const user = this.host.user;
    if (!user) return;
    this.unsubscribe = this.host.instance.events.onDriveStream(user.id, (message) => {
      this.send(message.type, message.body);
    });
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export const driveChannel: ChannelDefinition = {
  name: 'drive',
  requireCredential: true,
  kind: 'read:account',
  shouldShare: true,
  create: (host, id) => new DriveChannel(host, id),
};
