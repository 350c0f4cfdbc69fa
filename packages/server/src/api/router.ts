import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordLoginDay } from '../services/achievements/index.js';
import type { InstanceContext } from '../services/context.js';
import {
  acceptsUpload,
  attachUpload,
  isMultipartRequest,
  readUploadBody,
  registerUploadParsing,
  type UploadBody,
} from '../services/drive/upload-body.js';
import { recordCallerIp } from '../services/moderation/user-ips.js';
import { answerJson } from '../services/notes/note-json.js';
import type { RateLimit } from '../services/rate-limiter.js';
import { authenticateCaller, bearerToken, checkAppPermission } from './authenticate.js';
import { drainOversizedBody } from './body-limits.js';
import { type CallContext, httpExchange, type RegisteredEndpoint } from './endpoint.js';
import { ApiError, commonErrors, invalidParam } from './errors.js';
import { JSON_BODY_LIMIT, parseJsonBody } from './json-body.js';
import { registerMiAuthCheck } from './miauth-check.js';
import { castQuery, compileDeclaredParams, compileParams } from './validation.js';

export interface ApiRouterOptions {
  instance: InstanceContext;
  endpoints: readonly RegisteredEndpoint[];
  /** Per-endpoint overrides of meta.limit (tests use this to reach a limit quickly). */
  rateLimits?: Record<string, RateLimit>;
}

function sendError(reply: FastifyReply, error: ApiError): void {
  // As Misskey: a bearer client learns from the challenge whether the token or its scope failed.
  const challenge =
    error.code === 'AUTHENTICATION_FAILED'
      ? 'invalid_token'
      : error.code === 'PERMISSION_DENIED'
        ? 'insufficient_scope'
        : null;
  if (challenge) {
    reply.header(
      'WWW-Authenticate',
      `Bearer realm="Misskey", error="${challenge}", error_description="${error.message}"`,
    );
  }
  reply.code(error.httpStatus).type('application/json; charset=utf-8').send(error.toBody());
}

/** Registers `/api/<name>` for every endpoint, under the prefix the caller registers this with. */
export async function apiRouter(app: FastifyInstance, options: ApiRouterOptions): Promise<void> {
  const { instance } = options;

  // Any content type is read as JSON text: some clients send text/plain to skip the CORS
  // preflight, and a garbage body must get a JSON error rather than Fastify's default.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // Multipart bodies are left unread by the parser: upload endpoints stream them to disk.
  await registerUploadParsing(app);

  app.addHook('onRequest', async (request, reply) => {
    // Misskey's API is public to any origin: a client on another origin uses it with a token.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', 'private, max-age=0, must-revalidate');
    if (request.method === 'OPTIONS') {
      // Returning the reply tells Fastify the request is answered here, whatever hooks follow.
      // As Misskey's @fastify/cors (origin '*'): the headers the browser asks for are allowed,
      // so a client on another origin may send whatever its library adds, not just a fixed list.
      const requested = request.headers['access-control-request-headers'];
      if (requested) {
        reply
          .header('Access-Control-Allow-Headers', requested)
          .header('Vary', 'Access-Control-Request-Headers');
      }
      return reply
        .header('Access-Control-Allow-Methods', 'GET, HEAD, POST')
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send();
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      drainOversizedBody(request, reply);
      return sendError(reply, new ApiError(commonErrors.requestTooLarge));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, invalidParam('(body)', error.message));
    }
    request.log.error({ err: error }, 'internal error while handling an API request');
    return sendError(reply, new ApiError(commonErrors.internalError));
  });

  // An endpoint disabled by the test-only setting is not routed at all: it answers
  // NO_SUCH_ENDPOINT like any name this instance lacks, and `endpoints` leaves it out.
  const disabled = new Set(instance.config.disabledEndpoints);
  const served = options.endpoints.filter((ep) => !disabled.has(ep.name));

  for (const ep of served) {
    const validate = compileParams(ep.paramDef);
    const declared = compileDeclaredParams(ep.paramDef);
    const limit = options.rateLimits?.[ep.name] ?? ep.meta.limit;

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const isGet = request.method === 'GET';
      if (isGet && !ep.meta.allowGet) throw new ApiError(commonErrors.methodNotAllowed);

      let upload: UploadBody | null = null;
      if (!isGet && isMultipartRequest(request)) {
        if (!acceptsUpload(ep.name))
          throw invalidParam('(body)', 'this endpoint does not take multipart bodies');
        // The temporary file is removed after the response unless the endpoint took it over.
        upload = await readUploadBody(request, instance);
      }
      const raw: Record<string, unknown> = isGet
        ? { ...(request.query as Record<string, unknown>) }
        : upload
          ? { ...upload.fields }
          : { ...((request.body as Record<string, unknown> | undefined) ?? {}) };
      const tokenParam = raw.i;
      delete raw.i;
      if (tokenParam !== undefined && tokenParam !== null && typeof tokenParam !== 'string') {
        throw invalidParam('i', 'must be a string');
      }

      // Order matters: authenticate, rate limit, access checks, validate, run.
      const caller = ep.meta.ignoreCredential
        ? null
        : authenticateCaller(
            instance,
            bearerToken(request.headers.authorization) ?? (tokenParam as string | undefined),
          );
      const user = caller?.user ?? null;
      // Login days count signed-in requests, once per user and day (achievements); with IP
      // logging on, the caller's address is kept for the control panel, as Misskey's.
      if (user) {
        recordLoginDay(instance, user);
        recordCallerIp(instance, user.id, request.ip);
      }

      if (limit) {
        const actor = user ? `user:${user.id}` : `ip:${request.ip}`;
        const result = instance.rateLimiter.hit(`${ep.name}|${actor}`, limit);
        if (!result.allowed) {
          reply.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
          throw new ApiError(commonErrors.rateLimitExceeded, { resetMs: result.retryAfterMs });
        }
      }

      if ((ep.meta.requireCredential || ep.meta.requireAdmin || ep.meta.requireModerator) && !user) {
        throw new ApiError(commonErrors.credentialRequired);
      }
      if (user && ep.meta.requireCredential && user.isSuspended) throw new ApiError(commonErrors.suspended);
      if (ep.meta.requireAdmin && !user?.isAdmin) {
        throw new ApiError(commonErrors.accessDenied, { reason: 'You are not the admin.' });
      }
      if (ep.meta.requireModerator && !(user?.isAdmin || user?.isModerator)) {
        throw new ApiError(commonErrors.accessDenied, { reason: 'You are not a moderator.' });
      }
      if (caller) checkAppPermission(ep.meta, caller.permission);

      // Multipart fields are text, like query strings. Undeclared parameters go before
      // validation, so handlers and caches only ever see what the schema checked.
      const params = declared(isGet || upload ? castQuery(ep.paramDef, raw) : raw);
      const invalid = validate(params);
      if (invalid) throw invalid;
      if (upload) attachUpload(params, upload.file);

      const ctx: CallContext = {
        instance,
        user,
        appPermission: caller?.permission ?? null,
        ip: request.ip,
        http: httpExchange(request, reply),
        served,
      };
      const result = await ep.handler(params, ctx);
      // Like Misskey, nothing to say (undefined or null) is a 204 without a body.
      if (result === undefined || result === null) return reply.code(204).send();
      // JSON.stringify(result), from kept pieces for lists of notes (services/notes/note-json.ts).
      return reply.type('application/json; charset=utf-8').send(answerJson(result));
    };

    app.route({ method: ['GET', 'POST'], url: `/${ep.name}`, handler: handle });
  }

  registerMiAuthCheck(app, instance);

  app.all('/*', async () => {
    throw new ApiError(commonErrors.noSuchEndpoint);
  });
  app.all('/', async () => {
    throw new ApiError(commonErrors.noSuchEndpoint);
  });
}
