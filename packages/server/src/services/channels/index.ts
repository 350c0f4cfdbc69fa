export { type NoteChannel, noteChannels } from './note-channel.js';
export { packChannel, packChannels } from './pack.js';
export { findPostChannel } from './posting.js';
export * from './queries.js';
export * from './repository.js';
export * from './timelines.js';
