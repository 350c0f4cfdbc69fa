import {
  type ComponentType,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { AccountApi } from '@/api';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import type { MenuItem } from '@/ui';

// MFM is shown everywhere (notes, names, bios, previews, tests of other features), so it
// degrades instead of throwing when a provider is absent. Each hook is still called on every
// render (the try only catches the provider's "missing" error), so hook order is stable.

export function useOptionalInstanceHost(): string | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called; the try only catches a missing provider
    return useInstance().host;
  } catch {
    return null;
  }
}

/**
 * The account's API, for what MFM looks up (a mention's user card). The account provider hands
 * it in: MFM sits below accounts (docs/architecture.md, "Layers"). Null outside one.
 */
export const MfmApiContext = createContext<AccountApi | null>(null);

export function useOptionalApi(): AccountApi | null {
  return useContext(MfmApiContext);
}

/**
 * True inside a link in rendered text: there a custom emoji stays a plain image, because a
 * button inside a link is both invalid and a trap (one click, two meanings).
 */
export const InsideLinkContext = createContext(false);

/**
 * What wraps a custom emoji of this server in interactive text so that it opens its details.
 * The emoji feature provides it (MFM sits below the features); without one, the emoji is
 * only its image.
 */
export const CustomEmojiActionContext = createContext<ComponentType<{
  name: string;
  children: ReactNode;
}> | null>(null);

/** The user a mention names: `host` is null for a user of this instance. */
export interface MentionTarget {
  username: string;
  host: string | null;
}

/**
 * Opens a mention's context menu (right click, the context-menu key, Shift+F10): the user
 * menu feature provides it (MFM sits below the features), with `linkItems`, the entries every
 * internal link's menu has, kept in it. Without one, a mention has the plain link menu.
 */
export const MentionMenuContext = createContext<
  | ((
      event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>,
      mention: MentionTarget,
      linkItems: MenuItem[],
    ) => void)
  | null
>(null);

export type EmojiStyle = 'twemoji' | 'fluentEmoji' | 'native';

export function useEmojiStyle(): EmojiStyle {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called; the try only catches a missing provider
    return useSetting('emojiStyle')[0];
  } catch {
    return 'native';
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * One query object for every MFM block: each note's text asked matchMedia for a new one on
 * every render and again to subscribe (40 ms of a 600-note scrolling profile).
 */
let motionQuery: { from: unknown; query: MediaQueryList | null } | null = null;
function reducedMotionQuery(): MediaQueryList | null {
  // Made again only if matchMedia itself was replaced (as tests do).
  if (motionQuery?.from !== window.matchMedia) {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    motionQuery = { from: window.matchMedia, query };
  }
  return motionQuery.query;
}

function subscribeMotion(onChange: () => void) {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return reducedMotionQuery()?.matches ?? false;
}

function useAnimatedMfmSetting(): boolean {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called; the try only catches a missing provider
    return useSetting('animatedMfm')[0];
  } catch {
    return true;
  }
}

/** The advancedMfm setting (on where no settings are provided). */
export function useAdvancedMfm(): boolean {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called; the try only catches a missing provider
    return useSetting('advancedMfm')[0];
  } catch {
    return true;
  }
}

/** Whether MFM animations run: the `animatedMfm` setting, unless the device asks for reduced motion. */
export function useMfmAnimation(): boolean {
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  const enabled = useAnimatedMfmSetting();
  return enabled && !reduced;
}
