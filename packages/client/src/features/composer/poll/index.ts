export { PollEditor } from './PollEditor';
export {
  canAddChoice,
  emptyPoll,
  MAX_CHOICES,
  MIN_CHOICES,
  pollPayload,
  pollProblem,
  tomorrowMidnight,
} from './pollRules';
