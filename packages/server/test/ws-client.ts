import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A raw WebSocket client for tests that records every message it gets. */
export class TestSocket {
  readonly messages: unknown[] = [];
  readonly raw: string[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      try {
        this.messages.push(JSON.parse(text));
      } catch {
        // raw text frames such as "pong" stay in `raw` only
      }
      this.notify();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.notify();
    });
  }

  static async open(baseUrl: string, token?: string): Promise<TestSocket> {
    const url = `${baseUrl.replace('http://', 'ws://')}/streaming${token ? `?i=${token}` : ''}`;
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    return new TestSocket(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `predicate` holds, or rejects after `timeoutMs`. */
  async until(predicate: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.raw)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  channelMessages(id: string, type?: string): unknown[] {
    return this.messages
      .filter((m): m is { type: string; body: { id: string; type: string; body: unknown } } => {
        const msg = m as { type?: string; body?: { id?: string; type?: string } };
        return (
          msg.type === 'channel' && msg.body?.id === id && (type === undefined || msg.body?.type === type)
        );
      })
      .map((m) => m.body.body);
  }

  close(): void {
    this.ws.close();
  }
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}
