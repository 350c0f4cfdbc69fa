import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const ChannelsPage = lazyPage(
  () => import('./ChannelsPage'),
  (m) => m.ChannelsPage,
);
const ChannelPage = lazyPage(
  () => import('./ChannelPage'),
  (m) => m.ChannelPage,
);
const ChannelEditPage = lazyPage(
  () => import('./ChannelEditPage'),
  (m) => m.ChannelEditPage,
);

/**
 * Channels (spec 000 §2): the list and a channel's page are open to visitors (featured,
 * search and the timeline answer without a token); making and editing need a sign-in.
 */
export const channelsRoutes: AppRoute[] = [
  { path: '/channels', component: ChannelsPage, hash: 'initialTab' },
  { path: '/channels/new', component: ChannelEditPage, loginRequired: true },
  { path: '/channels/{channelId}/edit', component: ChannelEditPage, loginRequired: true },
  { path: '/channels/{channelId}', component: ChannelPage },
];
