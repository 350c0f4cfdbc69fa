import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

// Lazy chunks: the reversi pages bring the engine and the 41 boards, never part of start-up.
const ReversiLobbyPage = lazyPage(
  () => import('./ReversiLobbyPage'),
  (m) => m.ReversiLobbyPage,
);
const ReversiGamePage = lazyPage(
  () => import('./ReversiGamePage'),
  (m) => m.ReversiGamePage,
);

/**
 * Reversi (spec 000 §2, issue 24): the lobby and a game. Games are public, as in Misskey: a
 * visitor sees all games and a game's board; playing, inviting and live updates need a sign-in.
 */
export const reversiRoutes: AppRoute[] = [
  { path: '/reversi', component: ReversiLobbyPage },
  { path: '/reversi/g/{gameId}', component: ReversiGamePage },
];
