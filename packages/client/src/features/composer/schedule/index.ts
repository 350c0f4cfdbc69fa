export { dateInputValue, fromDateAndTime, timeInputValue } from './localTime';
export { openScheduledNotes } from './ScheduledNotesDialog';
export { ScheduleEditor } from './ScheduleEditor';
export {
  canEditNotes,
  canScheduleNotes,
  listScheduledNotes,
  looseCall,
  readScheduledNote,
  type ScheduledNote,
} from './scheduling';
