/**
 * The steps of the account setup wizard and what the `accountSetupWizard` setting means:
 * 0…4 is the step to show (kept as the user moves, so a reload resumes there), -1 finished.
 */
export const SETUP_STEPS = ['profile', 'privacy', 'follow', 'tour', 'finish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_FINISHED = -1;
const LAST = SETUP_STEPS.length - 1;

/** The step index to open at: a saved step, or the first one for a finished or broken value. */
export function startingStep(saved: number): number {
  return Number.isInteger(saved) && saved >= 0 && saved <= LAST ? saved : 0;
}

export function stepName(index: number): SetupStep {
  return SETUP_STEPS[startingStep(index)] ?? 'profile';
}

export function nextStep(index: number): number {
  return Math.min(startingStep(index) + 1, LAST);
}

export function previousStep(index: number): number {
  return Math.max(startingStep(index) - 1, 0);
}

export function isLastStep(index: number): boolean {
  return startingStep(index) === LAST;
}

/** Opens by itself only for an account signed up here whose wizard is neither finished nor put off. */
export function opensAtStart(saved: number, freshSignup: boolean): boolean {
  return freshSignup && saved !== SETUP_FINISHED;
}

/** The resume button's wording: resume an unfinished wizard, or run a finished one again. */
export function resumeKind(saved: number): 'resume' | 'again' {
  return saved > 0 && saved <= LAST ? 'resume' : 'again';
}
