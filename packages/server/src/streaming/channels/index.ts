import type { ChannelDefinition } from '../channel.js';
import { adminChannel } from './admin.js';
import { antennaChannel } from './antenna.js';
import { channelTimelineChannel } from './channel.js';
import { driveChannel } from './drive.js';
import { mainChannel } from './main.js';
import { reversiChannel, reversiGameChannel } from './reversi.js';
import { roleTimelineChannel } from './role-timeline.js';
import { queueStatsChannel, serverStatsChannel } from './stats.js';
import {
  globalTimelineChannel,
  homeTimelineChannel,
  hybridTimelineChannel,
  localTimelineChannel,
} from './timelines.js';
import { userListChannel } from './user-list.js';

/** Every channel a client can connect to, by name. Add timeline channels here. */
export const channelDefinitions: ReadonlyMap<string, ChannelDefinition> = new Map(
  [
    mainChannel,
    driveChannel,
    homeTimelineChannel,
    localTimelineChannel,
    hybridTimelineChannel,
    globalTimelineChannel,
    userListChannel,
    channelTimelineChannel,
    antennaChannel,
    roleTimelineChannel,
    serverStatsChannel,
    queueStatsChannel,
    adminChannel,
    reversiChannel,
    reversiGameChannel,
  ].map((def) => [def.name, def]),
);
