export { SeasonalEffect, type SeasonalEffectProps } from './SeasonalEffect';
export { type SeasonalEffectKind, seasonFor } from './season';
