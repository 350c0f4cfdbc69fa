export { GamingMode } from './GamingMode';
export { gamingCycleSeconds } from './gamingCycle';
export { useReducedMotion } from './useReducedMotion';
