export * from './engine.js';
export * from './maps.js';
