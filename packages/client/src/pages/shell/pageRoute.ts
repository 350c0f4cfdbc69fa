import type { ComponentType } from 'react';
import type { RouteDef, RouteProps } from '@/router';

/** What a route of the live table renders: a page given its route's props. */
export type PageComponent = ComponentType<{ params: RouteProps }>;
export type AppRoute = RouteDef<PageComponent>;
