export {
  isNoteHidden,
  isNoteSoftMuted,
  isNotificationHidden,
  type NoteMutes,
  NoteMutesScope,
  useAccountNoteMutes,
  useNoteMutes,
  useRelationVersion,
} from './noteMutes';
export {
  announceRelationChange,
  hiddenByRelations,
  onRelationChange,
  type RelationChange,
} from './relationBus';
export {
  formatWordMuteText,
  invalidPatternLines,
  noteMatches,
  parseWordMuteText,
  type WordMuteEntry,
  wordMuteMatcher,
} from './wordMutes';
