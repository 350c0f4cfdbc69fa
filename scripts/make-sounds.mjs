#!/usr/bin/env node
// Synthesises Shiori's own built-in sounds (sine and FM blips, chimes, clicks) into
// packages/client/public/client-assets/sounds/shiori/*.wav. Nothing is downloaded or sampled:
// every sample comes from the formulas below, so the files are ours (CC0, see README.md there).
// Run: node scripts/make-sounds.mjs — output is deterministic, re-running rewrites the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'packages/client/public/client-assets/sounds/shiori');

/** A tone: frequency in Hz, start and length in seconds, FM ratio/depth, gain. */
function render(length, tones) {
  const samples = new Float32Array(Math.round(RATE * length));
  for (const t of tones) {
    const start = Math.round(t.at * RATE);
    const count = Math.round(t.len * RATE);
    for (let i = 0; i < count && start + i < samples.length; i++) {
      const time = i / RATE;
      // A 3 ms attack avoids a click; the exponential tail keeps it short and soft.
      const envelope = Math.min(1, time / 0.003) * Math.exp((-time * t.decay) / t.len);
      const modulator = t.fmDepth ? t.fmDepth * Math.sin(2 * Math.PI * t.freq * t.fmRatio * time) : 0;
      samples[start + i] += t.gain * envelope * Math.sin(2 * Math.PI * t.freq * time + modulator);
    }
  }
  return samples;
}

function noiseClick(length, freq) {
  // A short filtered-noise tick from a fixed linear congruential sequence (deterministic).
  const samples = new Float32Array(Math.round(RATE * length));
  let seed = 12345;
  let low = 0;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const white = seed / 1073741824 - 1;
    low += (white - low) * 0.35;
    const time = i / RATE;
    samples[i] = 0.5 * Math.exp(-time * 90) * (low * 0.6 + 0.4 * Math.sin(2 * Math.PI * freq * time));
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i]));
    data.writeInt16LE(Math.round(clipped * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const tone = (freq, at, len, extra = {}) => ({
  freq,
  at,
  len,
  decay: 5,
  gain: 0.45,
  fmRatio: 0,
  fmDepth: 0,
  ...extra,
});

/** Two sample runs added together (the longer sets the length). */
function mix(a, b) {
  const out = new Float32Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
}

/**
 * id (file name without .wav) → samples. Keep ids in sync with BUILT_IN_SOUNDS (offered for
 * events) and GAME_SOUNDS (played by the games only) in features/sounds.
 */
const SOUNDS = {
  'blip-soft': render(0.12, [tone(880, 0, 0.12)]),
  'blip-fm': render(0.14, [tone(660, 0, 0.14, { fmRatio: 2, fmDepth: 1.5 })]),
  drop: render(0.16, [tone(520, 0, 0.08), tone(390, 0.06, 0.1)]),
  'chime-up': render(0.32, [tone(784, 0, 0.18), tone(1047, 0.1, 0.22)]),
  'chime-bell': render(0.45, [tone(1175, 0, 0.45, { fmRatio: 3.5, fmDepth: 2, decay: 6 })]),
  'chime-triad': render(0.4, [
    tone(659, 0, 0.2, { gain: 0.3 }),
    tone(831, 0.08, 0.2, { gain: 0.3 }),
    tone(988, 0.16, 0.24, { gain: 0.3 }),
  ]),
  click: noiseClick(0.05, 2000),
  pop: render(0.08, [tone(1400, 0, 0.08, { decay: 8, fmRatio: 0.5, fmDepth: 3 })]),
  // Reversi: a stone set down (a low knock under a short tick), a win (a rising major arpeggio)
  // and any other end (a falling pair, softer), for players and watchers alike.
  'reversi-stone': mix(noiseClick(0.06, 900), render(0.07, [tone(180, 0, 0.07, { decay: 9, gain: 0.5 })])),
  'reversi-won': render(0.5, [
    tone(523, 0, 0.16, { gain: 0.3 }),
    tone(659, 0.09, 0.16, { gain: 0.3 }),
    tone(784, 0.18, 0.16, { gain: 0.3 }),
    tone(1047, 0.27, 0.23, { gain: 0.3 }),
  ]),
  'reversi-over': render(0.45, [tone(523, 0, 0.2, { gain: 0.35 }), tone(392, 0.16, 0.29, { gain: 0.35 })]),
};

mkdirSync(outDir, { recursive: true });
for (const [id, samples] of Object.entries(SOUNDS)) writeFileSync(join(outDir, `${id}.wav`), wav(samples));
writeFileSync(
  join(outDir, 'README.md'),
  '# Shiori built-in sounds\n\nMade by `scripts/make-sounds.mjs` from plain formulas (sine and FM tones, filtered noise);\nno recording or third-party sound is used. Dedicated to the public domain under CC0 1.0.\n',
);
console.log(`wrote ${Object.keys(SOUNDS).length} sounds to ${outDir}`);
