import type { SoundEvent } from './engine';

// Tiny on purpose: stream handlers in start-up code call soundFor() with one line, and the player
// (Web Audio, settings) loads later and listens here. Events before it loads make no sound.
let listener: ((event: SoundEvent) => void) | null = null;

/** Asks for the event's sound (the player decides whether and how loud). */
export function soundFor(event: SoundEvent): void {
  listener?.(event);
}

export function listenForSounds(next: ((event: SoundEvent) => void) | null): void {
  listener = next;
}
