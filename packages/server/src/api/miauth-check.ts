import type { FastifyInstance } from 'fastify';
import { takeMiAuthToken } from '../services/apps/index.js';
import type { InstanceContext } from '../services/context.js';
import { packUserDetailed } from '../services/user-packer.js';

/**
 * `POST /api/miauth/{session}/check`, where a MiAuth app collects its token after the user
 * accepted: `{ok: true, token, user}` the first time, `{ok: false}` ever after (and for a
 * session nobody accepted). Not an endpoint of the list: Misskey serves it beside them.
 */
export function registerMiAuthCheck(app: FastifyInstance, instance: InstanceContext): void {
  app.post<{ Params: { session: string } }>('/miauth/:session/check', async (request, reply) => {
    const taken = takeMiAuthToken(instance, request.params.session);
    const user = taken ? instance.users.findById(taken.userId) : null;
    const body =
      taken && user
        ? { ok: true, token: taken.token, user: packUserDetailed(instance, user, null) }
        : { ok: false };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
