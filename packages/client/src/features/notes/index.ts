export { PostForm, usePostBox } from '../postbox/PostBox';
export { MediaList } from './media';
export { NoteStoreProvider, useNote, useNoteStore, useNoteSubscription } from './NoteStoreContext';
export { NoteCard, NoteDetailed, NoteView } from './NoteView';
export { type Note, NoteStore } from './noteStore';
export { ReactionEmoji } from './reactions/ReactionEmoji';
export { cwSummary, shouldCollapse } from './rules';
