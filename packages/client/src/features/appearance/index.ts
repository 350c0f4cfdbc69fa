export { AppearanceApplier } from './AppearanceApplier';
export { RADII, ROOT_FONT_PX } from './appearanceValues';
