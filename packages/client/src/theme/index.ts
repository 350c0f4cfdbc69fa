export { darkBase, lightBase } from './builtin/index.ts';
export { compileTheme, mergeProps, ThemeCompileError } from './compile.ts';
export type { Theme, ThemeBase, ThemeValidation } from './model.ts';
export { validateTheme } from './model.ts';
