import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import fun from './Fun.module.css';

/** Where each eye sits in the drawing (its viewBox units), for aiming its pupil. */
const EYES = [
  { x: 80, y: 108 },
  { x: 120, y: 108 },
] as const;
/** How far a pupil may travel from the centre of its eye. */
const REACH = 4.5;
const HAPPY_MS = 1400;

/** Where a pupil looks: towards the pointer, further the further away it is, never out of the eye. */
export function pupilOffset(eye: { x: number; y: number }, pointer: { x: number; y: number }) {
  const dx = pointer.x - eye.x;
  const dy = pointer.y - eye.y;
  const distance = Math.hypot(dx, dy);
  if (distance < 0.5) return { x: 0, y: 0 };
  const reach = Math.min(REACH, distance / 12);
  return { x: (dx / distance) * reach, y: (dy / distance) * reach };
}

/**
 * Shiori, the app's own mascot: a bookmark spirit whose eyes follow the pointer anywhere in
 * the page and who smiles when greeted. The pupils are moved by hand (no React render per
 * pointer move), once a frame at most; idle blinking stops for reduced motion (CSS).
 */
export default function Mascot() {
  const i18n = useI18n();
  const svg = useRef<SVGSVGElement>(null);
  const pupils = useRef<(SVGGElement | null)[]>([]);
  const [happy, setHappy] = useState(false);
  // useId's colons are not safe inside url(#…) everywhere.
  const clip = `mascot-eye${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;
    const aim = () => {
      frame = 0;
      const box = svg.current?.getBoundingClientRect();
      if (!box || !pointer || box.width === 0) return;
      // Page pixels into the drawing's units (the viewBox is 200 wide).
      const scale = 200 / box.width;
      const at = { x: (pointer.x - box.left) * scale, y: (pointer.y - box.top) * scale };
      EYES.forEach((eye, index) => {
        const offset = pupilOffset(eye, at);
        pupils.current[index]?.setAttribute(
          'transform',
          `translate(${offset.x.toFixed(2)} ${offset.y.toFixed(2)})`,
        );
      });
    };
    const onMove = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      if (!frame) frame = requestAnimationFrame(aim);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!happy) return;
    const timer = setTimeout(() => setHappy(false), HAPPY_MS);
    return () => clearTimeout(timer);
  }, [happy]);

  return (
    <button type="button" className={fun.mascotButton} onClick={() => setHappy(true)}>
      <span className="visually-hidden">{i18n.ts.widgets.greetMascot}</span>
      <svg ref={svg} viewBox="0 0 200 220" className={fun.mascot} aria-hidden="true">
        {/* Hair behind the face, falling to the shoulders. */}
        <path
          d="M38 104 C34 52 66 30 100 30 C134 30 166 52 162 104 L168 170 C150 178 140 172 136 160 L64 160 C60 172 50 178 32 170 Z"
          className={fun.hair}
        />
        {/* Shoulders and a collar like a book's open pages. */}
        <path d="M46 220 C48 182 70 164 100 164 C130 164 152 182 154 220 Z" className={fun.dress} />
        <path d="M80 166 L100 186 L120 166 C112 170 88 170 80 166 Z" className={fun.collar} />
        <rect x="92" y="140" width="16" height="26" rx="6" className={fun.skin} />
        <ellipse cx="100" cy="100" rx="50" ry="52" className={fun.skin} />
        {/* The bookmark ribbon she is named after, tucked into her hair, its notched end up. */}
        <path d="M124 10 l8 7 l8 -7 v46 h-16 z" transform="rotate(24 132 56)" className={fun.ribbon} />
        {/* Fringe. */}
        <path
          d="M50 96 C50 62 72 46 100 46 C128 46 150 62 150 96 C140 84 132 70 126 62 C120 76 108 82 96 80 C100 74 100 68 98 62 C88 76 70 86 50 96 Z"
          className={fun.hair}
        />
        <ellipse cx="68" cy="128" rx="9" ry="5" className={fun.blush} />
        <ellipse cx="132" cy="128" rx="9" ry="5" className={fun.blush} />
        {happy ? (
          <g className={fun.line}>
            <path d="M69 111 Q80 97 91 111" />
            <path d="M109 111 Q120 97 131 111" />
            <path d="M90 130 Q100 144 110 130 Z" className={fun.mouth} />
          </g>
        ) : (
          <>
            {EYES.map((eye, index) => (
              <g key={eye.x} className={fun.eye} style={{ transformOrigin: `${eye.x}px ${eye.y}px` }}>
                <clipPath id={`${clip}-${index}`}>
                  <ellipse cx={eye.x} cy={eye.y} rx="12" ry="15" />
                </clipPath>
                <ellipse cx={eye.x} cy={eye.y} rx="12" ry="15" className={fun.eyeWhite} />
                {/* The pupil moves inside its eye and never shows outside it. */}
                <g clipPath={`url(#${clip}-${index})`}>
                  <g
                    ref={(element) => {
                      pupils.current[index] = element;
                    }}
                  >
                    <circle cx={eye.x} cy={eye.y + 2} r="9" className={fun.iris} />
                    <circle cx={eye.x} cy={eye.y + 2} r="4.5" className={fun.pupil} />
                    <circle cx={eye.x - 3} cy={eye.y - 2} r="2.6" className={fun.glint} />
                    <circle cx={eye.x + 3} cy={eye.y + 6} r="1.2" className={fun.glint} />
                  </g>
                </g>
                <ellipse cx={eye.x} cy={eye.y} rx="12" ry="15" className={fun.eyeRim} />
              </g>
            ))}
            <path d="M94 133 Q100 138 106 133" className={fun.line} />
          </>
        )}
      </svg>
    </button>
  );
}
