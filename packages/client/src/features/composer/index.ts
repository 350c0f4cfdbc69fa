export { Composer, type ComposerProps } from './Composer';
export { type ComposerChannel, type ComposerTarget, resolveMode } from './initialFields';
export type * from './types';
export { openComposer, useComposer } from './useComposer';
