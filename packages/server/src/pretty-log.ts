import type { LogLevel } from './config.js';

/** Where pino writes: one JSON line per call. */
export interface LineSink {
  write(line: string): unknown;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// pino's own bookkeeping and Fastify's request fields, which the readable line shows otherwise.
const HIDDEN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function extras(record: LogRecord): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (HIDDEN.has(key) || value === undefined) continue;
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/**
 * Turns pino's JSON lines into lines a person reads at a terminal (`npm start`):
 * `12:04:31 WARN something happened key=value`, an error's stack below it. Requests are
 * shown only at debug and trace, one line each when they complete
 * (`12:04:31 DEBUG POST /api/notes/timeline 200 12 ms`); at info the foreground stays quiet
 * apart from what needs attention. Redaction has already happened in pino (logger.ts), so
 * no token reaches this formatter.
 */
export function prettyLogSink(level: LogLevel, out: LineSink): LineSink {
  const showRequests = level === 'debug' || level === 'trace';
  // Method and URL from "incoming request", printed with the status on "request completed";
  // bounded in case a request never completes.
  const pending = new Map<string, string>();
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        out.write(line.endsWith('\n') ? line : `${line}\n`);
        return;
      }
      const time = clock(record.time);
      const name = LEVEL_NAMES[record.level ?? 30] ?? 'INFO';
      if (record.msg === 'incoming request' && record.req) {
        if (!showRequests || record.reqId === undefined) return;
        if (pending.size >= 1000) pending.clear();
        pending.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
        return;
      }
      if (record.msg === 'request completed') {
        if (!showRequests) return;
        const request = record.reqId !== undefined ? pending.get(record.reqId) : undefined;
        if (record.reqId !== undefined) pending.delete(record.reqId);
        const took = typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
        out.write(`${time} DEBUG ${request ?? 'request'} ${record.res?.statusCode ?? ''}${took}\n`);
        return;
      }
      // The start banner already says where the instance listens.
      if (record.msg?.startsWith('Server listening at')) return;
      let text = `${time} ${name} ${record.msg ?? ''}${extras(record)}\n`;
      if (record.err) {
        text += record.err.stack
          ? `${record.err.stack}\n`
          : `${record.err.type ?? 'Error'}: ${record.err.message ?? ''}\n`;
      }
      out.write(text);
    },
  };
}
