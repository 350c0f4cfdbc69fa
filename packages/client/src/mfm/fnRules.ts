import type { CSSProperties } from 'react';

/** The fn arguments as mfm-js gives them: `$[spin.left,speed=2s x]` → { left: true, speed: '2s' }. */
export type FnArgs = Record<string, string | true>;

/** What a fn becomes: CSS module class names (keys into the stylesheet) and custom properties. */
export interface FnStyle {
  classes: string[];
  style: CSSProperties & Record<`--${string}`, string>;
  /** True when the fn is an animation and is dropped while animations are off. */
  animated?: boolean;
  /** True for Misskey's "advanced" effects (size, position, scale), dropped while advancedMfm is off. */
  advanced?: boolean;
}

export const MFM_FUNCTIONS = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'x3',
  'x4',
  'scale',
  'position',
  'fg',
  'bg',
  'border',
  'font',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'ruby',
  'unixtime',
] as const;

export const BORDER_STYLES = [
  'hidden',
  'dotted',
  'dashed',
  'solid',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
];
export const FONT_FAMILIES = ['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math'] as const;
export const SCALE_LIMIT = 5;
export const DEFAULT_BLUR_PX = 6;
export const DEFAULT_ROTATE_DEG = 90;

/** Default animation speeds (spec 000 §5: between 0.5 and 1.5 s). */
export const DEFAULT_SPEEDS: Record<string, string> = {
  tada: '1s',
  jelly: '1s',
  twitch: '0.5s',
  shake: '0.5s',
  spin: '1.5s',
  jump: '0.75s',
  bounce: '0.75s',
  rainbow: '1s',
  sparkle: '1.5s',
};

const TIME = /^[0-9]+(\.[0-9]+)?s$/;
const HEX_COLOR = /^[0-9a-f]{3,6}$/i;

/** A time argument such as `1.5s`; anything else gives the default. */
export function timeArg(value: string | true | undefined, fallback: string): string {
  return typeof value === 'string' && TIME.test(value) ? value : fallback;
}

/** A colour argument of 3 to 6 hex digits as `#rrggbb`; anything else is ignored (null). */
export function colorArg(value: string | true | undefined): string | null {
  return typeof value === 'string' && HEX_COLOR.test(value) ? `#${value}` : null;
}

/** A finite number argument, else the default. */
export function numberArg(value: string | true | undefined, fallback: number): number {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function clampScale(n: number): number {
  return Math.max(-SCALE_LIMIT, Math.min(SCALE_LIMIT, n));
}

function animation(name: string, args: FnArgs, extra: string[] = []): FnStyle {
  return {
    classes: [name, ...extra],
    style: {
      '--mfm-speed': timeArg(args.speed, DEFAULT_SPEEDS[name] ?? '1s'),
      '--mfm-delay': timeArg(args.delay, '0s'),
    },
    animated: true,
  };
}

/**
 * The presentation of one fn (spec 000 §5), or null for a name that is not a known effect.
 * ruby and unixtime change the content rather than its style and are rendered by the caller.
 */
export function fnStyle(name: string, args: FnArgs): FnStyle | null {
  switch (name) {
    case 'tada':
    case 'jelly':
    case 'twitch':
    case 'shake':
    case 'jump':
    case 'bounce':
    case 'rainbow':
    case 'sparkle':
      return animation(name, args);
    case 'spin': {
      const kind = args.x ? 'spinX' : args.y ? 'spinY' : 'spin';
      const direction = args.left ? 'reverse' : args.alternate ? 'alternate' : 'normal';
      const result = animation('spin', args, [kind]);
      result.classes = [kind];
      result.style['--mfm-direction'] = direction;
      return result;
    }
    case 'flip': {
      const transform = args.h && args.v ? 'scale(-1, -1)' : args.v ? 'scaleY(-1)' : 'scaleX(-1)';
      return { classes: ['transform'], style: { '--mfm-transform': transform } };
    }
    case 'x2':
    case 'x3':
    case 'x4':
      return { classes: [name], style: {}, advanced: true };
    case 'scale': {
      const x = clampScale(numberArg(args.x, 1));
      const y = clampScale(numberArg(args.y, 1));
      return { classes: ['transform'], style: { '--mfm-transform': `scale(${x}, ${y})` }, advanced: true };
    }
    case 'position': {
      const x = numberArg(args.x, 0);
      const y = numberArg(args.y, 0);
      return {
        classes: ['transform'],
        style: { '--mfm-transform': `translate(${x}em, ${y}em)` },
        advanced: true,
      };
    }
    case 'rotate': {
      const deg = numberArg(args.deg, DEFAULT_ROTATE_DEG);
      return { classes: ['transform', 'rotate'], style: { '--mfm-transform': `rotate(${deg}deg)` } };
    }
    case 'fg':
    case 'bg': {
      const color = colorArg(args.color);
      return color ? { classes: [name], style: { [`--mfm-${name}`]: color } } : { classes: [], style: {} };
    }
    case 'border': {
      const style =
        typeof args.style === 'string' && BORDER_STYLES.includes(args.style) ? args.style : 'solid';
      const width = numberArg(args.width, 1);
      const radius = numberArg(args.radius, 0);
      const color = colorArg(args.color);
      return {
        classes: ['border', args.noclip ? 'noclip' : 'clip'],
        style: {
          '--mfm-border-style': style,
          '--mfm-border-width': `${width}px`,
          '--mfm-border-radius': `${radius}px`,
          ...(color ? { '--mfm-border-color': color } : {}),
        },
      };
    }
    case 'font': {
      const family = FONT_FAMILIES.find((f) => args[f]);
      return family ? { classes: ['font'], style: { '--mfm-font': family } } : { classes: [], style: {} };
    }
    case 'blur':
      return { classes: ['blur'], style: { '--mfm-blur': `${DEFAULT_BLUR_PX}px` } };
    default:
      return null;
  }
}
