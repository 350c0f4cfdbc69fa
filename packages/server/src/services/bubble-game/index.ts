export { insertRecord, type NewBubbleGameRecord, topRecords } from './records.js';
export { checkLog, DROP_COOLTIME, GAME_WIDTH, isKnownMode, type LogCheck } from './replay-bound.js';
