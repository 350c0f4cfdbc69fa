export { ClipCard, ClipList } from './ClipCard';
export { type ClipFields, openClipEditor } from './ClipEditor';
export { openClipPicker } from './ClipPicker';
export { forgetClipNotes, onClipNoteChange, rememberClipNotes } from './clipNotes';
export { UserClips } from './UserClips';
