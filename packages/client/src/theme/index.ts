export { applyCachedTheme, applyCompiledTheme, storeCompiledTheme, THEME_STORAGE_KEY } from './apply.ts';
export { APP_VARIABLES, type AppVariable, appVariables } from './appVariables.ts';
export {
  builtinThemes,
  darkBase,
  darkEmerald,
  darkThemes,
  getBuiltinTheme,
  lightBase,
  lightEmerald,
  lightThemes,
} from './builtin/index.ts';
export { compileTheme, mergeProps, ThemeCompileError } from './compile.ts';
export { type CompiledTheme, compileThemeForPage, parseCompiledTheme } from './compiled.ts';
export { contrastRatio, formatRatio, isReadable, TEXT_CONTRAST } from './contrast.ts';
export {
  DARK_SCHEME_QUERY,
  DEFAULT_DARK_THEME,
  DEFAULT_LIGHT_THEME,
  effectiveDarkMode,
  selectActiveTheme,
} from './darkMode.ts';
export {
  checkThemeCode,
  installTheme,
  type ThemeChoices,
  type ThemeCodeProblem,
  type ThemeCodeResult,
  themeFileName,
  themesOfBase,
  uninstallTheme,
} from './installed.ts';
export { type Json5, loadJson5, themeToJson5 } from './json5.ts';
export type { Theme, ThemeBase, ThemeField, ThemeValidation } from './model.ts';
export { validateTheme } from './model.ts';
export { type ThemesInForce, themesInForce, useThemesInForce } from './serverDefaults.ts';
export { ThemeApplier } from './ThemeApplier.tsx';
export { devicePrefersDark, useDarkMode, useDeviceDarkMode } from './useDarkMode.ts';
