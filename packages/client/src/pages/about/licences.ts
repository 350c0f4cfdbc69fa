/**
 * What this app bundles and under which licence, for /about-type4ny. Kept by hand (the build
 * has no network and no licence tool), and held to the truth by licences.test.ts: every
 * dependency of the client's package.json must be here with the licence its package declares.
 */
export interface BundledLicence {
  name: string;
  /** SPDX expression, as the package declares it. */
  licence: string;
  /** Where its source and licence text are. */
  url: string;
}

export const BUNDLED_LIBRARIES: readonly BundledLicence[] = [
  { name: '@dnd-kit/core', licence: 'MIT', url: 'https://github.com/clauderic/dnd-kit' },
  {
    name: '@misskey-dev/emoji-data',
    licence: 'MIT AND CC-BY-4.0 AND Unicode-3.0',
    url: 'https://github.com/misskey-dev/emoji-data',
  },
  { name: '@simplewebauthn/browser', licence: 'MIT', url: 'https://github.com/MasterKale/SimpleWebAuthn' },
  { name: '@syuilo/aiscript', licence: 'MIT', url: 'https://github.com/aiscript-dev/aiscript' },
  { name: '@tabler/icons-react', licence: 'MIT', url: 'https://github.com/tabler/tabler-icons' },
  { name: 'blurhash', licence: 'MIT', url: 'https://github.com/woltapp/blurhash' },
  { name: 'colord', licence: 'MIT', url: 'https://github.com/omgovich/colord' },
  { name: 'emojibase-data', licence: 'MIT', url: 'https://github.com/milesj/emojibase' },
  { name: 'json5', licence: 'MIT', url: 'https://github.com/json5/json5' },
  { name: 'katex', licence: 'MIT', url: 'https://github.com/KaTeX/KaTeX' },
  { name: 'matter-js', licence: 'MIT', url: 'https://github.com/liabru/matter-js' },
  { name: 'mfm-js', licence: 'MIT', url: 'https://github.com/misskey-dev/mfm.js' },
  { name: 'misskey-js', licence: 'MIT', url: 'https://github.com/misskey-dev/misskey' },
  { name: 'photoswipe', licence: 'MIT', url: 'https://github.com/dimsemenov/PhotoSwipe' },
  { name: 'react', licence: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'react-dom', licence: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'react-virtuoso', licence: 'MIT', url: 'https://github.com/petyosi/react-virtuoso' },
  { name: 'shiki', licence: 'MIT', url: 'https://github.com/shikijs/shiki' },
  { name: 'uplot', licence: 'MIT', url: 'https://github.com/leeoniya/uPlot' },
];

/** The emoji pictures the server hands out at /twemoji/ (code MIT, graphics CC-BY 4.0). */
export const TWEMOJI: BundledLicence = {
  name: 'Twemoji',
  licence: 'MIT AND CC-BY-4.0',
  url: 'https://github.com/jdecked/twemoji',
};
