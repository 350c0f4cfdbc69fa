export * from './lists.js';
export * from './push.js';
export * from './timeline.js';
