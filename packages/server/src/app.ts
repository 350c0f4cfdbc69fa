import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { answerClientError } from './api/body-limits.js';
import type { RegisteredEndpoint } from './api/endpoint.js';
import { endpoints as defaultEndpoints } from './api/endpoint-list.js';
import { extensionEndpoints } from './api/extension-endpoints.js';
import { JSON_BODY_LIMIT } from './api/json-body.js';
import { apiRouter } from './api/router.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { oauthRoutes } from './oauth/index.js';
import { createInstanceContext, type InstanceContext } from './services/context.js';
import { detectionSettled, useDetectionLog } from './services/drive/detection/index.js';
import { jobRunner } from './services/import-export/index.js';
import { closeMail, useMailLog } from './services/mail/index.js';
import {
  startModeratorActivityCheck,
  stopModeratorActivityCheck,
} from './services/moderator-activity/index.js';
import { startNoteScheduler, stopNoteScheduler } from './services/notes/scheduler.js';
import type { ScryptParams } from './services/passwords.js';
import { refusesCrawlers } from './services/privacy/index.js';
import type { RateLimit, RateLimiter } from './services/rate-limiter.js';
import { failInterruptedDeliveries } from './services/webhooks/delivery-log.js';
import { streamingRoutes } from './streaming/server.js';
import { clientAssets } from './web/client-assets.js';
import { emojiRoutes } from './web/emoji.js';
import { fileRoutes } from './web/files.js';
import { identiconRoutes } from './web/identicon.js';
import { registerSecurityHeaders } from './web/security-headers.js';
import { twemojiRoutes } from './web/twemoji.js';
import { urlPreviewRoutes } from './web/url-preview.js';
import { verifyEmailRoutes } from './web/verify-email.js';

declare module 'fastify' {
  interface FastifyInstance {
    instance: InstanceContext;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Fastify logger options; false (the default) for silence, as tests want. */
  logger?: FastifyServerOptions['logger'];
  /** Per-endpoint rate limit overrides, e.g. `{ 'signin-flow': { duration: 60_000, max: 2 } }`. */
  rateLimits?: Record<string, RateLimit>;
  rateLimiter?: RateLimiter;
  /** Password hashing cost; tests lower it, production keeps the memory-hard default. */
  scrypt?: ScryptParams;
  /** Endpoints served in addition to the real index (tests only). */
  extraEndpoints?: readonly RegisteredEndpoint[];
}

/** Builds the whole local instance without listening, so tests can use `inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: answerClientError,
    // Keep-alive connections that sit idle are closed on shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    // Errors are answered by our handlers; never echo Fastify's own messages with stacks.
    return503OnClosing: true,
  });

  const instance = createInstanceContext({
    config,
    db,
    ...(options.scrypt ? { scrypt: options.scrypt } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
  });
  app.decorate('instance', instance);
  // Account mail reports to the app's log; mails under way are finished before the app closes.
  useMailLog(instance, app.log);
  useDetectionLog(instance, app.log);
  // A job ending after the database closed would only fail; the model's timeout bounds the wait.
  app.addHook('onClose', async () => detectionSettled(instance));
  app.addHook('onClose', async () => closeMail(instance));

  registerSecurityHeaders(app);

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ error: { message: (error as Error).message } });
    }
    request.log.error({ err: error }, 'internal error');
    return reply.code(500).send({ error: { message: 'Internal server error.' } });
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(apiRouter, {
    prefix: '/api',
    instance,
    endpoints: [...defaultEndpoints, ...extensionEndpoints, ...(options.extraEndpoints ?? [])],
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  await app.register(streamingRoutes, { instance });
  await app.register(identiconRoutes);
  await app.register(twemojiRoutes);
  await app.register(fileRoutes, { instance });
  await app.register(emojiRoutes, { instance });
  await app.register(verifyEmailRoutes, { instance });
  await app.register(urlPreviewRoutes, { instance });
  await app.register(oauthRoutes, { instance, allowLoopbackClients: config.oauthLoopbackClients });
  // Not encapsulated: its not-found handler is the app's SPA fallback.
  await clientAssets(app, {
    clientDist: config.clientDist,
    refusesCrawlers: (name) => refusesCrawlers(instance, name),
  });

  // Scheduled notes are published by this process; overdue ones go out as soon as it is ready.
  app.addHook('onReady', async () => {
    startNoteScheduler(instance, { onError: (err) => app.log.error({ err }, 'scheduled note failed') });
  });
  app.addHook('onClose', async () => stopNoteScheduler(instance));
  // Misskey's hourly moderator-activity check (invitation only after 7 days without moderators).
  app.addHook('onReady', async () => {
    startModeratorActivityCheck(instance, (err) => app.log.error({ err }, 'moderator activity check failed'));
  });
  app.addHook('onClose', async () => stopModeratorActivityCheck(instance));
  // Exports, imports and webhook deliveries run in this process: one a previous process left
  // under way is marked failed (the admin can retry it).
  app.addHook('onReady', async () => {
    jobRunner(instance).failInterrupted();
    failInterruptedDeliveries(instance.db);
  });

  return app;
}
