import { describe, expect, it } from 'vitest';
import { flattenPatterns, matchRoute, specRoutes } from '@/router';
import { routes } from './routes';

const loginRequiredInSpec = (pattern: string) =>
  matchRoute(specRoutes, pattern)?.chain.some((route) => route.loginRequired) ?? false;

describe('live route table', () => {
  it('only has paths from the spec table, with the same login flag', () => {
    const known = new Set(flattenPatterns(specRoutes));
    for (const route of routes) {
      expect(known.has(route.path), route.path).toBe(true);
      // Literal patterns can be matched against the spec table directly.
      if (!route.path.includes('{'))
        expect(route.loginRequired ?? false, route.path).toBe(loginRequiredInSpec(route.path));
    }
  });
});

/** A URL the pattern matches: every parameter filled with 'x'. */
const sampleUrl = (pattern: string) => pattern.replace(/\{\w+\??\}/g, 'x');

describe('route table composed from the areas', () => {
  it('reaches every page: no route is hidden by an earlier one', () => {
    for (const route of routes) {
      if (!route.component) continue;
      expect(matchRoute(routes, sampleUrl(route.path))?.route, route.path).toBe(route);
    }
  });
});
