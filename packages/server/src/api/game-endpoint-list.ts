import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as reversiCancelMatch from './endpoints/reversi/cancel-match.js';
import * as reversiGames from './endpoints/reversi/games.js';
import * as reversiInvitations from './endpoints/reversi/invitations.js';
import * as reversiMatch from './endpoints/reversi/match.js';
import * as reversiShowGame from './endpoints/reversi/show-game.js';
import * as reversiSurrender from './endpoints/reversi/surrender.js';
import * as reversiVerify from './endpoints/reversi/verify.js';

/** The games' endpoints (issue 24): Misskey's reversi/*; moves go over the reversiGame channel. */
export const gameEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('reversi/cancel-match', reversiCancelMatch),
  endpoint('reversi/games', reversiGames),
  endpoint('reversi/invitations', reversiInvitations),
  endpoint('reversi/match', reversiMatch),
  endpoint('reversi/show-game', reversiShowGame),
  endpoint('reversi/surrender', reversiSurrender),
  endpoint('reversi/verify', reversiVerify),
];
