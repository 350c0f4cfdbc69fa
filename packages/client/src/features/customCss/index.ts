export { CustomCss } from './CustomCss';
export { applyCustomCss, CUSTOM_CSS_ATTRIBUTE, isSafeMode, safeModeOnThisLoad } from './safeMode';
