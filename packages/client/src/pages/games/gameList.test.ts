import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { matchRoute } from '@/router';
import { routes } from '../routes';
import { GAMES } from './gameList';

describe('the games hub', () => {
  it('lists only games whose page is built, each with a name and a description', () => {
    const i18n = fallbackI18n();
    expect(GAMES.map((game) => game.id)).toContain('clicker');
    for (const game of GAMES) {
      expect(matchRoute(routes, game.path)?.route.component, game.path).toBeTruthy();
      expect(game.name(i18n)).not.toBe('');
      expect(game.description(i18n)).not.toBe('');
    }
  });

  it('is a page of its own, reachable from the navigation entry', () => {
    expect(matchRoute(routes, '/games')?.route.component).toBeTruthy();
  });
});
