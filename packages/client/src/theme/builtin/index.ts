export { darkBase } from './dark.ts';
export { lightBase } from './light.ts';
