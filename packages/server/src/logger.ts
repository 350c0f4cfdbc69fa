import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

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
 * (streaming connections carry the token there).
 */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    // stdout carries exactly one line, the "listening on" line tools parse; logs go to stderr.
    stream: process.stderr,
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
