export { type LoadPage, NoteList, type NoteListHandle, type NoteListProps } from './NoteList';
export {
  availableSources,
  effectiveSource,
  type NoteSource,
  type NotesEndpoint,
  passesFilter,
  SOURCE_CHANNELS,
  SOURCE_ENDPOINTS,
  TIMELINE_TABS,
  type TimelineTab,
} from './sources';
export { Timeline, type TimelineProps } from './Timeline';
export { TimelineHeader } from './TimelineHeader';
