import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook delivery as the receiver got it (Misskey's body; `userId` only for a user's webhook). */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: {
    server: string;
    hookId: string;
    userId?: string;
    eventId: string;
    createdAt: number;
    type: string;
    body: unknown;
  };
}

/** A receiver on loopback that records every POST and answers with the next queued status (200 after). */
export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** The statuses of the next answers, in order. */
  answers: number[];
  /** Runs as each request arrives, before it is answered. */
  onRequest: (() => void) | null;
  server: Server;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const receiver = { received, answers, onRequest: null } as Omit<
    WebhookReceiver,
    'url' | 'server' | 'close'
  > &
    Partial<WebhookReceiver>;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      receiver.onRequest?.();
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
