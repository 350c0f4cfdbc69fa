import { describe, expect, it } from 'vitest';
import {
  isLastStep,
  nextStep,
  opensAtStart,
  previousStep,
  resumeKind,
  SETUP_FINISHED,
  startingStep,
  stepName,
} from './steps';

describe('setup wizard steps', () => {
  it('opens at the saved step and at the first for finished or broken values', () => {
    expect(startingStep(0)).toBe(0);
    expect(startingStep(3)).toBe(3);
    expect(startingStep(SETUP_FINISHED)).toBe(0);
    expect(startingStep(9)).toBe(0);
    expect(startingStep(1.5)).toBe(0);
    expect(stepName(2)).toBe('follow');
  });

  it('moves within the five steps', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(0)).toBe(0);
    expect(previousStep(3)).toBe(2);
    expect(isLastStep(4)).toBe(true);
    expect(isLastStep(3)).toBe(false);
  });

  it('opens by itself only for a fresh sign-up that has not finished', () => {
    expect(opensAtStart(0, true)).toBe(true);
    expect(opensAtStart(2, true)).toBe(true);
    expect(opensAtStart(0, false)).toBe(false);
    expect(opensAtStart(SETUP_FINISHED, true)).toBe(false);
  });

  it('offers to resume an unfinished wizard and to run a finished one again', () => {
    expect(resumeKind(2)).toBe('resume');
    expect(resumeKind(0)).toBe('again');
    expect(resumeKind(SETUP_FINISHED)).toBe('again');
  });
});
