import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoints } from 'misskey-js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import type { RateLimit } from '../services/rate-limiter.js';
import type { ApiErrorDef } from './errors.js';

export type EndpointName = keyof Endpoints;

export interface EndpointMeta {
  requireCredential?: boolean;
  requireAdmin?: boolean;
  requireModerator?: boolean;
  /** Only for the user's own session tokens, never third-party app tokens (ACCESS_DENIED). */
  secure?: boolean;
  /** The permission an app token needs (Misskey's); without one, apps may not call an endpoint that needs a user. */
  kind?: string;
  /** Limit per client address, or per user when signed in. Overridable via buildApp. */
  limit?: RateLimit;
  /** Read-only endpoints that may also be called with GET and query parameters. */
  allowGet?: boolean;
  /** Sign-in and sign-up ignore any token sent along: a stale one must not block them. */
  ignoreCredential?: boolean;
  errors?: Record<string, ApiErrorDef>;
}

/** A JSON Schema (draft 7, as Ajv takes it) for an endpoint's parameters. */
export type ParamDef = {
  type: 'object';
  properties?: Record<string, object>;
  required?: readonly string[];
  [keyword: string]: unknown;
};

export interface CallContext {
  instance: InstanceContext;
  /** The authenticated user, or null when signed out. */
  user: UserRow | null;
  /** The permissions of the caller's app token; null for a session token or when signed out. */
  appPermission?: readonly string[] | null;
  /** The client address (from X-Forwarded-For only when TRUST_PROXY is on). */
  ip: string;
  /** Cookies in and out, for sign-in's known-device cookie (absent when called without HTTP). */
  http?: HttpExchange;
  /** Every endpoint this instance serves, for `endpoints` and `endpoint`, which describe them. */
  served?: readonly RegisteredEndpoint[];
}

export interface HttpExchange {
  cookieHeader: string | undefined;
  /** The request's headers (sign-in history keeps a few of them). */
  headers: Record<string, string | string[] | undefined>;
  setCookie(value: string): void;
}

/** The HttpExchange of one request; Set-Cookie values accumulate rather than replace. */
export function httpExchange(request: FastifyRequest, reply: FastifyReply): HttpExchange {
  return {
    cookieHeader: request.headers.cookie,
    headers: request.headers,
    setCookie: (value) => {
      reply.header('set-cookie', value);
    },
  };
}

/** Same as CallContext, for endpoints with requireCredential (the framework guarantees a user). */
export interface SignedInContext extends CallContext {
  user: UserRow;
}

type Awaitable<T> = T | Promise<T>;

/** The response misskey-js declares, except for switch-typed ones (those modules pass Res). */
export type ResponseOf<N extends EndpointName> = Endpoints[N]['res'];

export type Handler<N extends EndpointName, Res = ResponseOf<N>, Ctx extends CallContext = CallContext> = (
  params: Endpoints[N]['req'],
  ctx: Ctx,
) => Awaitable<Res>;

/** Shorthand for handlers of endpoints that require a signed-in user. */
export type SignedInHandler<N extends EndpointName, Res = ResponseOf<N>> = Handler<N, Res, SignedInContext>;

/** What the router needs from an endpoint module, with the parameter types erased. */
export interface RegisteredEndpoint {
  name: string;
  meta: EndpointMeta;
  paramDef: ParamDef;
  handler: (params: Record<string, unknown>, ctx: CallContext) => unknown;
}

/**
 * Pairs an endpoint name with its module. The name must exist in misskey-js's Endpoints and
 * the handler must accept that endpoint's request type.
 */
export function endpoint<N extends EndpointName>(
  name: N,
  mod: {
    meta: EndpointMeta;
    paramDef: ParamDef;
    // biome-ignore lint/suspicious/noExplicitAny: the response type is checked in each module; here any Res is accepted
    handler: Handler<N, any, any>;
  },
): RegisteredEndpoint {
  // The router validates params against paramDef before calling, which is what makes the
  // erased signature safe.
  return {
    name,
    meta: mod.meta,
    paramDef: mod.paramDef,
    handler: mod.handler as RegisteredEndpoint['handler'],
  };
}
