/**
 * Seconds for one turn of the colour wheel at a `gamingSpeed` (default 44, as Misskey's forks
 * keep it): a larger speed is a shorter turn, 10 s at the default, kept between 2 s and 60 s.
 */
export function gamingCycleSeconds(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0) return 10;
  return Math.min(60, Math.max(2, 440 / speed));
}
