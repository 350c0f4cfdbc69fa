export interface LengthLimits {
  minLength?: number;
  maxLength?: number;
}

export type LengthProblem =
  | { kind: 'below'; current: number; min: number }
  | { kind: 'exceeded'; current: number; max: number }
  | null;

/** Spec 000 §5: what is wrong with a text-input value's length, if anything. */
export function lengthProblem(value: string, { minLength, maxLength }: LengthLimits): LengthProblem {
  const current = value.length;
  if (minLength !== undefined && current < minLength) return { kind: 'below', current, min: minLength };
  if (maxLength !== undefined && current > maxLength) return { kind: 'exceeded', current, max: maxLength };
  return null;
}
