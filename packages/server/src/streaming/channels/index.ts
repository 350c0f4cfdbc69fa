import type { ChannelDefinition } from '../channel.js';
import { mainChannel } from './main.js';

/** Every channel a client can connect to, by name. Add timeline channels here. */
export const channelDefinitions: ReadonlyMap<string, ChannelDefinition> = new Map(
  [mainChannel].map((def) => [def.name, def]),
);
