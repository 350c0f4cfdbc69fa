export { ChannelCard, ChannelCounts, ChannelList } from './ChannelCard';
export { type ChannelFields, ChannelForm, noteIdOf } from './ChannelForm';
export { channelSource } from './channelSource';
export { safeChannelColor, safeImageUrl } from './channelStyle';
export { useChannelActions } from './useChannelActions';
