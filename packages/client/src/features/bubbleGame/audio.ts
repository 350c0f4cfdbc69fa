import { effectiveVolume } from '@/features/sounds';

/**
 * The game's sounds, synthesized with Web Audio (no sound files): a short falling blip for a drop,
 * a rising pop for a merge (higher for bigger bubbles) and a quiet pentatonic loop as background
 * music. Volumes are the `dropAndFusion` setting's bgm and sfx, times the master volume.
 */
export interface GameAudio {
  drop(): void;
  merge(level: number): void;
  startMusic(): void;
  stop(): void;
}

export interface AudioVolumes {
  master: number;
  bgm: number;
  sfx: number;
  muted: boolean;
}

const SCALE = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25];

export function createGameAudio(volumes: AudioVolumes): GameAudio {
  let ctx: AudioContext | null = null;
  let music: number | null = null;
  const sfx = volumes.muted ? 0 : effectiveVolume(volumes.master, volumes.sfx);
  const bgm = volumes.muted ? 0 : effectiveVolume(volumes.master, volumes.bgm);
  const context = () => {
    if (typeof AudioContext === 'undefined') return null;
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    return ctx;
  };
  const tone = (from: number, to: number, seconds: number, volume: number, type: OscillatorType) => {
    const c = volume > 0 ? context() : null;
    if (!c) return;
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, c.currentTime);
    osc.frequency.exponentialRampToValueAtTime(to, c.currentTime + seconds);
    gain.gain.setValueAtTime(volume * 0.3, c.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, c.currentTime + seconds);
    osc.connect(gain).connect(c.destination);
    osc.start();
    osc.stop(c.currentTime + seconds);
  };
  return {
    drop: () => tone(520, 260, 0.12, sfx, 'sine'),
    merge: (level) => tone(300 + level * 60, 600 + level * 120, 0.18, sfx, 'triangle'),
    startMusic() {
      if (bgm === 0 || music !== null) return;
      let step = 0;
      // One soft note every 400 ms, wandering over the scale by a fixed pattern.
      music = window.setInterval(() => {
        const note = SCALE[(step * 3 + (step >> 2)) % SCALE.length] ?? SCALE[0]!;
        tone(note, note * 0.99, 0.35, bgm * 0.5, 'sine');
        step++;
      }, 400);
    },
    stop() {
      if (music !== null) window.clearInterval(music);
      music = null;
      void ctx?.close().catch(() => undefined);
      ctx = null;
    },
  };
}
