export { createBrowserHistory, createMemoryHistory, type RouterHistory, stripBase } from './history';
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
export {
  type NavigateOptions,
  RouterProvider,
  type RouterState,
  useNavigate,
  useRoute,
  useRouter,
} from './RouterContext';
