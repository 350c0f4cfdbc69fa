export { ClassicLayout } from './ClassicLayout';
export {
  chooseLayout,
  isLayoutForcedByUrl,
  isMinimalPath,
  LAYOUT_CHOICES,
  type LayoutChoice,
  type LayoutInputs,
  type LayoutName,
  withoutLayoutOverride,
} from './chooseLayout';
export { DeckLayout } from './DeckLayout';
export { DefaultLayout } from './DefaultLayout';
export { MinimalLayout } from './MinimalLayout';
export { TopBars } from './TopBars';
export { TwilikeLayout } from './TwilikeLayout';
export { useLayoutName } from './useLayoutName';
export { VisitorLayout } from './VisitorLayout';
export { ZenLayout } from './ZenLayout';
