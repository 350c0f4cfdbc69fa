export * from './games.js';
export * from './matching.js';
export * from './play.js';
export * from './state.js';
