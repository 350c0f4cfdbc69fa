/** The geometry of the analogue clock, apart from drawing, so it can be tested. */

export interface HandAngles {
  hour: number;
  minute: number;
  /**
   * The second hand counts on through the day (6° a second) instead of going back to 0 each
   * minute, so an animated hand never sweeps backwards at the top of the minute.
   */
  second: number;
}

export function handAngles(
  time: { hour: number; minute: number; second: number },
  twentyFour: boolean,
): HandAngles {
  const { hour, minute, second } = time;
  return {
    hour: twentyFour ? hour * 15 + minute / 4 : (hour % 12) * 30 + minute / 2,
    minute: minute * 6 + second / 10,
    second: (hour * 3600 + minute * 60 + second) * 6,
  };
}

export interface Mark {
  angle: number;
  /** Hour marks are larger; with numbers, they carry the hour's label. */
  major: boolean;
  label: string | null;
}

/**
 * The face's marks: 60 dots (every fifth larger), or numbers at the hours (12, 1 … 11; on a
 * 24-hour face 0, 2 … 22, with a dot between), or none.
 */
export function faceMarks(graduations: string, twentyFour: boolean): Mark[] {
  if (graduations === 'dots') {
    return Array.from({ length: 60 }, (_, index) => ({
      angle: index * 6,
      major: index % 5 === 0,
      label: null,
    }));
  }
  if (graduations !== 'numbers') return [];
  if (twentyFour) {
    return Array.from({ length: 24 }, (_, hour) => ({
      angle: hour * 15,
      major: hour % 2 === 0,
      label: hour % 2 === 0 ? String(hour) : null,
    }));
  }
  return Array.from({ length: 12 }, (_, hour) => ({
    angle: hour * 30,
    major: true,
    label: String(hour === 0 ? 12 : hour),
  }));
}

/**
 * How visible a mark is when marks fade: full just behind the second hand, fading to a fifth
 * over the turn since, so the hand seems to leave a trail.
 */
export function markOpacity(markAngle: number, secondAngle: number, fade: boolean): number {
  if (!fade) return 1;
  const since = (((secondAngle - markAngle) % 360) + 360) % 360;
  return 1 - (since / 360) * 0.8;
}

/** Misskey's three thicknesses; anything else reads as medium. */
export function handScale(thickness: number): number {
  return thickness === 0.1 || thickness === 0.3 ? thickness / 0.2 : 1;
}
