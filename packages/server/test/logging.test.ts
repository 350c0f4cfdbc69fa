import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger.js';
import { api, createTestApp, signup } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

describe('logging', () => {
  it('cuts tokens out of URLs', () => {
    expect(redactUrl('/streaming?i=SECRET&_t=1')).toBe('/streaming?i=[REDACTED]&_t=1');
    expect(redactUrl('/api/i?x=1&i=SECRET')).toBe('/api/i?x=1&i=[REDACTED]');
    expect(redactUrl('/api/meta?detail=true')).toBe('/api/meta?detail=true');
  });

  it('never writes a token to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = { ...(loggerOptions('trace') as object), stream };
    const app = await createTestApp({ logger: options });
    const account = await signup(app);
    await api(app, 'i', { i: account.token });
    await api(app, 'i', {}, { authorization: `Bearer ${account.token}` });
    await app.inject({ method: 'GET', url: `/api/users/show?username=alice&i=${account.token}` });
    const base = await listen(app);
    const socket = await TestSocket.open(base, account.token);
    socket.close();
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/streaming?i=[REDACTED]');
    expect(log).not.toContain(account.token);
  });
});
