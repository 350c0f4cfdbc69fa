import type { Theme } from '../model.ts';
import { darkThemes } from './darkThemes.ts';
import { lightThemes } from './lightThemes.ts';

export { darkBase } from './dark.ts';
export { darkEmerald, darkThemes } from './darkThemes.ts';
export { lightBase } from './light.ts';
export { lightEmerald, lightThemes } from './lightThemes.ts';

/** Every built-in theme: the light family first, then the dark one (the order a picker shows). */
export const builtinThemes: Theme[] = [...lightThemes, ...darkThemes];

export function getBuiltinTheme(id: string): Theme | undefined {
  return builtinThemes.find((theme) => theme.id === id);
}
