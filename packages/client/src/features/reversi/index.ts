// Reversi in the client (issue 24). Everything here loads with the reversi pages only: the
// rules come from the server's pure engine through the '@reversi' alias.
export { cellName, columnName, moveFocus } from './cells';
export { GameList } from './GameList';
export { endText, GamePlay } from './GamePlay';
export { GameSettings } from './GameSettings';
export { colorOfSeat, engineOf, seatOf, userOfColor } from './gameState';
export { END_SOUND_DELAY_MS, moveAnnouncement, playNewsSound, soundOfNews } from './news';
export { ReversiBoard } from './ReversiBoard';
export { replayAt } from './replay';
export { type GameDetailed, type GameNews, useReversiGame } from './useReversiGame';
