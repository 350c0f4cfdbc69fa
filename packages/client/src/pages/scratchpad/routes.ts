import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

// A lazy chunk: the page pulls in the AiScript interpreter, which never joins the start-up bundle.
const ScratchpadPage = lazyPage(
  () => import('./ScratchpadPage'),
  (m) => m.ScratchpadPage,
);

/** /scratchpad (spec 000 §2, issue 24): write AiScript and run it here. */
export const scratchpadRoutes: AppRoute[] = [{ path: '/scratchpad', component: ScratchpadPage }];
