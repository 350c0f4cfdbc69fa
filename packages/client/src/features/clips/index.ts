export { ClipCard, ClipList } from './ClipCard';
export { type ClipFields, openClipEditor } from './ClipEditor';
export { openClipPicker } from './ClipPicker';
export { UserClips } from './UserClips';
