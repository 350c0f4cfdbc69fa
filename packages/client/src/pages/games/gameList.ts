import { type Icon, IconBubble, IconCircleHalf2, IconCookie } from '@tabler/icons-react';
import type { I18n } from '@/i18n';

export interface GameEntry {
  id: string;
  /** The game's page; the hub links there, so it must be a route of the live table. */
  path: string;
  icon: Icon;
  name: (i18n: I18n) => string;
  description: (i18n: I18n) => string;
}

/**
 * The games the hub lists: only games that can be played here. Reversi and the bubble game of
 * spec 000 §2 join when their pages exist (routes.test.ts holds each path to a built page).
 */
export const GAMES: readonly GameEntry[] = [
  {
    id: 'clicker',
    path: '/clicker',
    icon: IconCookie,
    name: (i18n) => i18n.ts.widgets.names.clicker,
    description: (i18n) => i18n.ts.games.clickerDescription,
  },
  {
    id: 'reversi',
    path: '/reversi',
    icon: IconCircleHalf2,
    name: (i18n) => i18n.ts.reversi.title,
    description: (i18n) => i18n.ts.reversi.description,
  },
  {
    id: 'bubble-game',
    path: '/bubble-game',
    icon: IconBubble,
    name: (i18n) => i18n.ts.bubbleGame.title,
    description: (i18n) => i18n.ts.bubbleGame.description,
  },
];
