export { createEntryKey, entryKeyOf, ScrollMemory, withEntryKey } from './entryKeys';
export {
  createBrowserHistory,
  createMemoryHistory,
  type MemoryHistory,
  type RouterHistory,
  stripBase,
} from './history';
export { Link, type LinkProps } from './Link';
export { type ResolvedLink, resolveLink } from './links';
export {
  matchRoute,
  parsePattern,
  RedirectLoopError,
  type RouteDef,
  type RouteMatch,
  type RouteProps,
} from './matcher';
export { isSameUrl, needsFullPageLoad } from './navigation';
export {
  type NavigateOptions,
  NavigateOverride,
  RouterProvider,
  type RouterProviderProps,
  type RouterState,
  useNavigate,
  useRoute,
  useRouter,
} from './RouterContext';
export { type RouteViewer, resolveScreen, type Screen } from './screen';
export { ADMIN_SECTIONS, createSpecRoutes, flattenPatterns, type SpecRoute, specRoutes } from './specRoutes';
