import type { FastifyInstance } from 'fastify';
import { authenticateCaller, bearerToken, type Caller } from '../api/authenticate.js';
import { ApiError } from '../api/errors.js';
import type { InstanceContext } from '../services/context.js';
import { channelDefinitions } from './channels/index.js';
import { StreamConnection } from './connection.js';

declare module 'fastify' {
  interface FastifyRequest {
    streamCaller?: Caller | null;
  }
}

/** Close code sent when the account's tokens were revoked (policy violation). */
export const CLOSE_TOKEN_REVOKED = 1008;

/**
 * `GET /streaming?i=TOKEN`: Misskey's WebSocket API. A bad token is refused before the
 * upgrade with HTTP 401; no token gives an anonymous connection.
 */
export async function streamingRoutes(
  app: FastifyInstance,
  options: { instance: InstanceContext },
): Promise<void> {
  const { instance } = options;
  const byUser = new Map<string, Set<StreamConnection>>();

  const stopListening = instance.events.onTokensRevoked((userId) => {
    for (const connection of byUser.get(userId) ?? []) connection.close(CLOSE_TOKEN_REVOKED, 'token revoked');
    byUser.delete(userId);
  });
  app.addHook('onClose', async () => stopListening());

  app.route({
    method: 'GET',
    url: '/streaming',
    preValidation: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const fromQuery = typeof query.i === 'string' ? query.i : null;
      try {
        request.streamCaller = authenticateCaller(
          instance,
          bearerToken(request.headers.authorization) ?? fromQuery,
        );
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return reply
          .code(401)
          .header(
            'WWW-Authenticate',
            'Bearer error="invalid_token", error_description="Failed to authenticate"',
          )
          .send(err.toBody());
      }
      if (request.streamCaller?.user.isSuspended) {
        return reply.code(403).send({ error: { message: 'Your account has been suspended.' } });
      }
    },
    handler: async (_request, reply) => {
      reply.code(400).send({ error: { message: 'This endpoint speaks WebSocket only.' } });
    },
    wsHandler: (socket, request) => {
      const user = request.streamCaller?.user ?? null;
      const connection = new StreamConnection(
        socket,
        instance,
        user,
        channelDefinitions,
        request.log,
        request.streamCaller?.permission ?? null,
      );
      if (!user) return;
      let set = byUser.get(user.id);
      if (!set) {
        set = new Set();
        byUser.set(user.id, set);
      }
      set.add(connection);
      socket.on('close', () => {
        const current = byUser.get(user.id);
        current?.delete(connection);
        if (current?.size === 0) byUser.delete(user.id);
      });
    },
  });
}
