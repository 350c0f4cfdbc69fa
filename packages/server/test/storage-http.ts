import { randomBytes } from 'node:crypto';
import { type Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from './drive-helpers.js';

/** An answer read over a real socket, with whether that socket had served a request before. */
export interface SocketAnswer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

/**
 * Sends one request over `agent` (give it keepAlive and maxSockets 1, so every request of a
 * test rides the same connection, as a browser's would). inject() cannot show a connection
 * that hangs after an answer: only a real socket does.
 */
export function send(
  url: string,
  agent: Agent,
  path: string,
  body: Buffer | string,
  contentType: string,
  method: 'POST' | 'GET' = 'POST',
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method, agent, headers: method === 'POST' ? { 'content-type': contentType } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            reusedSocket: req.reusedSocket,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (method === 'POST') req.end(body);
    else req.end();
  });
}

/** POST /api/<endpoint> with a JSON body. */
export function sendJson(
  url: string,
  agent: Agent,
  endpoint: string,
  params: Record<string, unknown>,
): Promise<SocketAnswer> {
  return send(url, agent, `/api/${endpoint}`, JSON.stringify(params), 'application/json');
}

/** An upload of random bytes, 1 MB by default: large enough that the body is still arriving when it fails. */
export function sendUpload(
  url: string,
  agent: Agent,
  token: string,
  bytes: Buffer = randomBytes(1024 * 1024),
): Promise<SocketAnswer> {
  const body = multipartBody({ i: token }, { name: 'big.bin', type: 'application/octet-stream', bytes });
  return send(url, agent, '/api/drive/files/create', body.payload, body.contentType);
}

/** Listens on a free loopback port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export function errorCodeOf(answer: SocketAnswer): string | undefined {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
