import type { FastifyServerOptions } from 'fastify';
import type { Config, LogFormat, LogLevel } from './config.js';
import { type LineSink, prettyLogSink } from './pretty-log.js';

/** Replaces the value of any `i` query parameter (a token) in a request URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&])i=[^&#]*/g, '$1i=[REDACTED]');
}

interface RawRequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Logger options for Fastify (pino). Tokens must never reach the log: the Authorization
 * header and any body `i` are redacted, and `?i=` is cut out of every logged URL
 * (streaming connections carry the token there). `pretty` (the default) writes readable
 * lines and shows requests only at debug and trace; `json` writes pino's lines, every request
 * included, for log collectors.
 */
export function loggerOptions(
  level: LogLevel,
  format: LogFormat = 'json',
  destination: LineSink = process.stderr,
): FastifyServerOptions['logger'] {
  return {
    level,
    // stdout carries only the start banner, whose first line tools parse; logs go to stderr.
    stream: format === 'pretty' ? prettyLogSink(level, destination) : destination,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'body.i', 'params.i', 'query.i'],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: RawRequestLike) {
        return {
          method: request.method,
          url: redactUrl(request.url ?? ''),
          hostname: request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/**
 * What `npm start` shows in the foreground: where the instance is, where its data lives, how
 * to stop it, and how to see more. The first line keeps its wording: tools find the address
 * with /listening on (http:\/\/\S+)/.
 */
export function startBanner(url: string, config: Pick<Config, 'dataDir' | 'logLevel' | 'logFormat'>): string {
  const logs =
    config.logFormat === 'json'
      ? `JSON lines on stderr at ${config.logLevel}`
      : `${config.logLevel} and above on stderr; requests with --log-level debug, JSON with --log-format json`;
  return [
    `Local instance listening on ${url}`,
    `  Open:   ${url} in a browser`,
    `  Data:   ${config.dataDir}`,
    `  Logs:   ${logs}`,
    '  Stop:   press Ctrl+C',
    '',
  ].join('\n');
}
