import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import fun from './Fun.module.css';

/** Where each eye sits in the drawing (its viewBox units), for aiming its pupil. */
const EYES = [
  { x: 82, y: 104 },
  { x: 118, y: 104 },
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
        {/* The bookmark ribbon she is named after, standing up from her hair. */}
        <path d="M96 8 h16 v40 l-8 -7 l-8 7 z" className={fun.ribbon} />
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
        {/* Fringe. */}
        <path
          d="M50 96 C50 62 72 46 100 46 C128 46 150 62 150 96 C140 84 132 70 126 62 C120 76 108 82 96 80 C100 74 100 68 98 62 C88 76 70 86 50 96 Z"
          className={fun.hair}
        />
        <ellipse cx="72" cy="124" rx="9" ry="5" className={fun.blush} />
        <ellipse cx="128" cy="124" rx="9" ry="5" className={fun.blush} />
        {happy ? (
          <g className={fun.line}>
            <path d="M72 106 Q82 94 92 106" />
            <path d="M108 106 Q118 94 128 106" />
            <path d="M90 126 Q100 140 110 126 Z" className={fun.mouth} />
          </g>
        ) : (
          <>
            {EYES.map((eye, index) => (
              <g key={eye.x} className={fun.eye} style={{ transformOrigin: `${eye.x}px ${eye.y}px` }}>
                <ellipse cx={eye.x} cy={eye.y} rx="10" ry="12.5" className={fun.eyeWhite} />
                <g
                  ref={(element) => {
                    pupils.current[index] = element;
                  }}
                >
                  <circle cx={eye.x} cy={eye.y + 1} r="7.5" className={fun.iris} />
                  <circle cx={eye.x} cy={eye.y + 1} r="3.5" className={fun.pupil} />
                  <circle cx={eye.x - 2.5} cy={eye.y - 2.5} r="2" className={fun.glint} />
                </g>
              </g>
            ))}
            <path d="M93 128 Q100 134 107 128" className={fun.line} />
          </>
        )}
      </svg>
    </button>
  );
}
