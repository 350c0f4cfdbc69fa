import type { FastifyInstance } from 'fastify';
import type { InstanceContext } from '../services/context.js';
import { verifyEmailCode } from '../services/mail/index.js';

/**
 * `/verify-email/{code}`, the link `i/update-email` mails, as Misskey serves it: a server page,
 * not a client route. It answers plain text (the client's translations are not on the server).
 */
export async function verifyEmailRoutes(
  app: FastifyInstance,
  opts: { instance: InstanceContext },
): Promise<void> {
  app.get('/verify-email/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const userId = verifyEmailCode(opts.instance, code);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store');
    if (userId === null)
      return reply.code(400).send('This confirmation link is unknown or was already used.');
    return reply.send('Your e-mail address is confirmed. You can close this page.');
  });
}
