import type { SeasonalEffectKind } from './season';

interface Particle {
  x: number;
  y: number;
  size: number;
  /** Fall speed in CSS pixels per second. */
  speed: number;
  /** Phase and width of the side-to-side sway. */
  phase: number;
  sway: number;
  angle: number;
  spin: number;
}

/** One particle per this many square CSS pixels, capped: a light touch, not a blizzard. */
const AREA_PER_PARTICLE = 14_000;
const MAX_PARTICLES = 140;
/** Sharper than 2x is invisible on falling specks and costs fill rate on phones. */
const MAX_PIXEL_RATIO = 2;

/** A light fill with a slightly darker edge, so specks show on light and dark themes alike. */
const COLORS: Record<SeasonalEffectKind, Partial<CanvasRenderingContext2D>> = {
  snow: { fillStyle: 'rgba(255, 255, 255, 0.9)', strokeStyle: 'rgba(120, 140, 170, 0.35)', lineWidth: 0.75 },
  petals: {
    fillStyle: 'rgba(255, 186, 205, 0.85)',
    strokeStyle: 'rgba(214, 112, 146, 0.45)',
    lineWidth: 0.75,
  },
};

const random = (min: number, max: number) => min + Math.random() * (max - min);

function spawn(kind: SeasonalEffectKind, width: number, height: number, anywhere: boolean): Particle {
  const size = kind === 'snow' ? random(1.2, 3.6) : random(4, 7.5);
  return {
    x: random(0, width),
    // New particles start just above the top edge; the first batch is spread over the screen.
    y: anywhere ? random(0, height) : -size * 2,
    size,
    speed: kind === 'snow' ? random(22, 60) : random(30, 70),
    phase: random(0, Math.PI * 2),
    sway: kind === 'snow' ? random(8, 24) : random(20, 46),
    angle: random(0, Math.PI * 2),
    spin: random(-1.4, 1.4),
  };
}

function drawSnow(context: CanvasRenderingContext2D, particle: Particle, x: number) {
  context.beginPath();
  context.arc(x, particle.y, particle.size, 0, Math.PI * 2);
  context.fill();
  context.stroke();
}

function drawPetal(context: CanvasRenderingContext2D, particle: Particle, x: number) {
  context.save();
  context.translate(x, particle.y);
  context.rotate(particle.angle);
  context.beginPath();
  context.ellipse(0, 0, particle.size, particle.size * 0.55, 0, 0, Math.PI * 2);
  context.fill();
  context.stroke();
  context.restore();
}

export interface ParticleAnimation {
  stop(): void;
}

/**
 * Animates falling snow or petals on `canvas`, sized to the window. Pauses while the tab is
 * hidden (no frames, no battery). Throws when the canvas has no 2D context; the caller logs.
 */
export function startParticles(canvas: HTMLCanvasElement, kind: SeasonalEffectKind): ParticleAnimation {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');

  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const wanted = Math.min(MAX_PARTICLES, Math.round((width * height) / AREA_PER_PARTICLE));
    particles = particles.slice(0, wanted);
    while (particles.length < wanted) particles.push(spawn(kind, width, height, true));
  };

  const draw = kind === 'snow' ? drawSnow : drawPetal;

  let frame = 0;
  let last = 0;
  let elapsed = 0;
  const tick = (now: number) => {
    // A long gap (the tab was in the background) must not teleport everything.
    const seconds = last === 0 ? 0 : Math.min((now - last) / 1000, 0.1);
    last = now;
    elapsed += seconds;
    context.clearRect(0, 0, width, height);
    // Set every frame: resizing a canvas resets its styles.
    Object.assign(context, COLORS[kind]);
    for (let index = 0; index < particles.length; index++) {
      let particle = particles[index] as Particle;
      particle.y += particle.speed * seconds;
      particle.angle += particle.spin * seconds;
      if (particle.y - particle.size * 2 > height) {
        particle = spawn(kind, width, height, false);
        particles[index] = particle;
      }
      draw(context, particle, particle.x + Math.sin(elapsed * 0.8 + particle.phase) * particle.sway);
    }
    frame = requestAnimationFrame(tick);
  };

  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const resume = () => {
    if (frame !== 0) return;
    last = 0;
    frame = requestAnimationFrame(tick);
  };
  const onVisibility = () => (document.hidden ? pause() : resume());

  resize();
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', onVisibility);
  if (!document.hidden) resume();

  return {
    stop() {
      pause();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
