import Matter from 'matter-js';
import { deserializeLog, type LogEntry, serializeLog } from './log';
import { seededRandom } from './random';
import {
  COMBO_INTERVAL,
  comboBonus,
  DROP_COOLTIME,
  DROPPABLE,
  DROPPER_Y,
  FRAME_MS,
  GAME_HEIGHT,
  GAME_OVER_LINE_Y,
  GAME_WIDTH,
  type GameMode,
  LEVELS,
  type Level,
  PLAYAREA_MARGIN,
} from './rules';

/** What the renderer draws of one bubble. */
export interface BubbleView {
  id: number;
  level: number;
  x: number;
  y: number;
  angle: number;
  size: number;
}

/** What the page hears: sounds and announcements hang off these. */
export interface GameListener {
  dropped?(level: Level): void;
  merged?(level: Level, gained: number): void;
  gameOver?(): void;
}

interface Bubble {
  body: Matter.Body;
  level: Level;
  /** Touched another bubble: from then on, being above the line ends the game. */
  touched: boolean;
}

const WALL = 'wall';
const WALL_THICKNESS = 100;
/** How long a replay runs on after its last logged operation for the pile to settle. */
const REPLAY_SETTLE_FRAMES = 60 * 60;

/**
 * One game: matter-js physics stepped by a fixed frame (1/60 s), so that a seed and a log of drops
 * with their frames replay to the same bubbles and score, in the browser or in a test. Nothing here
 * reads the clock; the page calls `step()` as frames pass.
 */
export class BubbleGame {
  frame = 0;
  score = 0;
  combo = 0;
  drops = 0;
  over = false;
  private readonly engine = Matter.Engine.create({ enableSleeping: false });
  private readonly rng: () => number;
  private readonly bubbles = new Map<number, Bubble>();
  private readonly queue: Level[] = [];
  private readonly log: LogEntry[] = [];
  private pendingMerges: [Bubble, Bubble][] = [];
  private lastDropFrame = Number.NEGATIVE_INFINITY;
  private lastMergeFrame = Number.NEGATIVE_INFINITY;

  constructor(
    readonly seed: string,
    readonly mode: GameMode,
    private readonly listener: GameListener = {},
  ) {
    this.rng = seededRandom(seed);
    this.queue.push(this.pick(), this.pick());
    const half = WALL_THICKNESS / 2;
    const options = { isStatic: true, label: WALL, friction: 0.7 };
    Matter.Composite.add(this.engine.world, [
      Matter.Bodies.rectangle(
        GAME_WIDTH / 2,
        GAME_HEIGHT - PLAYAREA_MARGIN + half,
        GAME_WIDTH,
        WALL_THICKNESS,
        options,
      ),
      Matter.Bodies.rectangle(
        PLAYAREA_MARGIN - half,
        GAME_HEIGHT / 2,
        WALL_THICKNESS,
        GAME_HEIGHT * 2,
        options,
      ),
      Matter.Bodies.rectangle(
        GAME_WIDTH - PLAYAREA_MARGIN + half,
        GAME_HEIGHT / 2,
        WALL_THICKNESS,
        GAME_HEIGHT * 2,
        options,
      ),
    ]);
    Matter.Events.on(this.engine, 'collisionStart', (event) => this.onCollision(event.pairs));
  }

  /** The piece the dropper holds. */
  get current(): Level {
    return this.queue[0] ?? LEVELS[0]!;
  }

  /** The piece after it. */
  get next(): Level {
    return this.queue[1] ?? LEVELS[0]!;
  }

  canDrop(): boolean {
    return !this.over && this.frame - this.lastDropFrame >= DROP_COOLTIME;
  }

  /** The dropper's x clamped so the current piece fits in the box. */
  clampX(x: number, level: Level = this.current): number {
    const half = level.size / 2;
    return Math.min(GAME_WIDTH - PLAYAREA_MARGIN - half, Math.max(PLAYAREA_MARGIN + half, x));
  }

  /** Drops the current piece at x (rounded, as logged); false while cooling down or after the end. */
  drop(x: number): boolean {
    if (!this.canDrop()) return false;
    const level = this.current;
    const loggedX = Math.round(x);
    this.queue.shift();
    this.queue.push(this.pick());
    this.log.push({ frame: this.frame, op: 'drop', x: loggedX });
    this.add(level, this.clampX(loggedX, level), DROPPER_Y + level.size / 2, false);
    this.lastDropFrame = this.frame;
    this.drops++;
    this.listener.dropped?.(level);
    return true;
  }

  /** Gives up: logged, so a replay ends at the same frame. */
  surrender(): void {
    if (this.over) return;
    this.log.push({ frame: this.frame, op: 'surrender' });
    this.end();
  }

  /** Advances one frame: physics, then the merges it caused, then the game-over check. */
  step(): void {
    if (this.over) return;
    this.frame++;
    if (this.frame - this.lastMergeFrame > COMBO_INTERVAL) this.combo = 0;
    Matter.Engine.update(this.engine, FRAME_MS);
    if (this.pendingMerges.length > 0) {
      const merges = this.pendingMerges;
      this.pendingMerges = [];
      for (const [a, b] of merges) this.merge(a, b);
    }
    for (const bubble of this.bubbles.values()) {
      const top = bubble.body.position.y - bubble.level.size / 2;
      if (bubble.touched && top < GAME_OVER_LINE_Y) {
        this.end();
        return;
      }
    }
  }

  /** How many bubbles lie in the box. */
  get bubbleCount(): number {
    return this.bubbles.size;
  }

  /** Calls `visit` with each bubble's level, centre and angle; unlike views(), allocates nothing. */
  eachBubble(visit: (level: Level, x: number, y: number, angle: number) => void): void {
    for (const { body, level } of this.bubbles.values())
      visit(level, body.position.x, body.position.y, body.angle);
  }

  views(): BubbleView[] {
    return [...this.bubbles.values()].map(({ body, level }) => ({
      id: body.id,
      level: level.level,
      x: body.position.x,
      y: body.position.y,
      angle: body.angle,
      size: level.size,
    }));
  }

  /** The log in Misskey's serialized form, for bubble-game/register. */
  serializedLog(): number[][] {
    return serializeLog(this.log);
  }

  /** Plays a logged game again from its seed: same drops on the same frames, to the same end. */
  static replay(seed: string, mode: GameMode, rows: readonly (readonly number[])[]): BubbleGame {
    const game = new BubbleGame(seed, mode);
    const log = deserializeLog(rows);
    const lastFrame = log.at(-1)?.frame ?? 0;
    let i = 0;
    while (!game.over && game.frame <= lastFrame + REPLAY_SETTLE_FRAMES) {
      for (let entry = log[i]; entry && entry.frame === game.frame; entry = log[++i]) {
        if (entry.op === 'drop') game.drop(entry.x);
        else game.surrender();
      }
      game.step();
    }
    return game;
  }

  private pick(): Level {
    return DROPPABLE[Math.floor(this.rng() * DROPPABLE.length)] ?? LEVELS[0]!;
  }

  private add(level: Level, x: number, y: number, touched: boolean): void {
    const options = {
      label: `bubble-${level.level}`,
      restitution: 0.2,
      friction: 0.3,
      frictionAir: 0.01,
      density: (level.size * level.size) / 10000,
    };
    const body =
      this.mode === 'square'
        ? Matter.Bodies.rectangle(x, y, level.size, level.size, options)
        : Matter.Bodies.circle(x, y, level.size / 2, options);
    this.bubbles.set(body.id, { body, level, touched });
    Matter.Composite.add(this.engine.world, body);
  }

  private onCollision(pairs: Matter.Pair[]): void {
    const reserved = new Set(this.pendingMerges.flatMap(([a, b]) => [a.body.id, b.body.id]));
    for (const pair of pairs) {
      const a = this.bubbles.get(pair.bodyA.id);
      const b = this.bubbles.get(pair.bodyB.id);
      if (!a || !b) continue;
      a.touched = true;
      b.touched = true;
      if (a.level !== b.level || reserved.has(a.body.id) || reserved.has(b.body.id)) continue;
      reserved.add(a.body.id).add(b.body.id);
      this.pendingMerges.push([a, b]);
    }
  }

  /** Two equal bubbles become one of the next size where they met (the largest two just vanish). */
  private merge(a: Bubble, b: Bubble): void {
    if (!this.bubbles.has(a.body.id) || !this.bubbles.has(b.body.id)) return;
    for (const bubble of [a, b]) {
      this.bubbles.delete(bubble.body.id);
      Matter.Composite.remove(this.engine.world, bubble.body);
    }
    this.combo = this.frame - this.lastMergeFrame <= COMBO_INTERVAL ? this.combo + 1 : 1;
    this.lastMergeFrame = this.frame;
    const gained = Math.round(a.level.score * comboBonus(this.combo));
    this.score += gained;
    const nextLevel = LEVELS[a.level.level];
    if (nextLevel) {
      const x = (a.body.position.x + b.body.position.x) / 2;
      const y = (a.body.position.y + b.body.position.y) / 2;
      this.add(nextLevel, x, y, true);
    }
    this.listener.merged?.(a.level, gained);
  }

  private end(): void {
    this.over = true;
    this.listener.gameOver?.();
  }
}
