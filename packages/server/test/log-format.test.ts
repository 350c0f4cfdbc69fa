import type { FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';
import { loggerOptions, startBanner } from '../src/logger.js';
import { api, createTestApp, signup } from './helpers.js';

/** Runs a few requests through an app logging with these options; returns what was written. */
async function logOf(
  level: 'info' | 'debug',
  format: 'pretty' | 'json',
): Promise<{ text: string; token: string }> {
  const lines: string[] = [];
  const logger = loggerOptions(level, format, { write: (line: string) => lines.push(line) });
  const app = await createTestApp({ logger: logger as FastifyServerOptions['logger'] });
  const account = await signup(app);
  await api(app, 'i', { i: account.token });
  await app.inject({ method: 'GET', url: `/api/users/show?username=alice&i=${account.token}` });
  app.log.warn({ swept: 2 }, 'something worth a look');
  await app.close();
  return { text: lines.join(''), token: account.token };
}

describe('log formats', () => {
  it('pretty at info: no request lines, readable events, no JSON', async () => {
    const { text, token } = await logOf('info', 'pretty');
    expect(text).toMatch(/^\d\d:\d\d:\d\d WARN something worth a look swept=2$/m);
    expect(text).not.toContain('/api/');
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain(token);
  });

  it('pretty at debug: one readable line per request, tokens cut out', async () => {
    const { text, token } = await logOf('debug', 'pretty');
    expect(text).toMatch(/^\d\d:\d\d:\d\d DEBUG POST \/api\/i 200 \d+ ms$/m);
    expect(text).toMatch(/DEBUG GET \/api\/users\/show\?username=alice&i=\[REDACTED\] 200 \d+ ms$/m);
    expect(text).not.toContain(token);
  });

  it('json keeps one JSON object a line, every request included, for collectors', async () => {
    const { text, token } = await logOf('info', 'json');
    const records = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(records.some((r) => r.msg === 'incoming request' && r.req?.url === '/api/i')).toBe(true);
    expect(records.some((r) => r.msg === 'something worth a look')).toBe(true);
    expect(text).not.toContain(token);
  });
});

describe('start banner', () => {
  it('says where, where the data is and how to stop, and keeps the line tools look for', () => {
    const banner = startBanner('http://127.0.0.1:3000', {
      dataDir: '/srv/data',
      logLevel: 'info',
      logFormat: 'pretty',
    });
    expect(/listening on (http:\/\/\S+)/.exec(banner)?.[1]).toBe('http://127.0.0.1:3000');
    expect(banner.split('\n')[0]).toBe('Local instance listening on http://127.0.0.1:3000');
    expect(banner).toContain('/srv/data');
    expect(banner).toContain('Ctrl+C');
    expect(banner).toContain('--log-format json');
  });
});

describe('the log format option', () => {
  const configOf = (argv: string[], env: Record<string, string> = {}) => {
    const result = parseConfig(argv, env, '/srv');
    if (result.help) throw new Error('unexpected help');
    return result.config;
  };

  it('is pretty by default, json by flag or LOG_FORMAT, and refuses anything else', () => {
    expect(configOf([]).logFormat).toBe('pretty');
    expect(configOf(['--log-format', 'json']).logFormat).toBe('json');
    expect(configOf([], { LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(configOf(['--log-format=pretty'], { LOG_FORMAT: 'json' }).logFormat).toBe('pretty');
    expect(() => configOf(['--log-format', 'xml'])).toThrow(ConfigError);
  });
});
