export {
  type CatalogDecoration,
  mayWear,
  placementsOf,
  placeWorn,
  previewDecorations,
  sameWorn,
  toggleWorn,
  type WornPlacement,
} from './wearing';
