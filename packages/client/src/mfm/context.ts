import { createContext, useContext } from 'react';

export interface MfmEnv {
  /** The note's custom emoji: name → image URL. */
  emojis: Record<string, string> | undefined;
  /** The author's host (null for a local author); a mention without host belongs to it. */
  authorHost: string | null;
  /** This instance's host: mentions of it are shown without host. */
  localHost: string | null;
  /** False while the animatedMfm setting is off or the user prefers reduced motion. */
  animate: boolean;
  /** The advancedMfm setting: off, size, position and scale effects (and motion) show plain. */
  advanced: boolean;
}

export const MfmEnvContext = createContext<MfmEnv>({
  emojis: undefined,
  authorHost: null,
  localHost: null,
  animate: false,
  advanced: true,
});

export function useMfmEnv(): MfmEnv {
  return useContext(MfmEnvContext);
}
