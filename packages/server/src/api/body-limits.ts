import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, commonErrors, invalidParam } from './errors.js';

/**
 * How much of a body over the limit is read and thrown away so its sender can read the 413.
 * Fastify answers a body over the limit with `Connection: close`, and Node closes the socket
 * once the answer is written; the client is still sending, so the kernel resets the
 * connection over the unread bytes and the client sees ECONNRESET or EPIPE instead of the
 * answer (4 in 5 times for a 5 MB body). Reading the rest keeps the connection orderly and
 * even usable for the next request. Past this bound the sender is not worth the bandwidth.
 */
export const OVERSIZED_BODY_DRAIN_LIMIT = 16 * 1024 * 1024;

/** How long the rest of such a body may take to arrive. */
export const OVERSIZED_BODY_DRAIN_MS = 30_000;

/** Lets the 413 answer reach the client: reads and discards the rest of the body, up to a bound. */
export function drainOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  const declared = Number(request.headers['content-length']);
  // A sender that announces more than the bound gets Fastify's close straight away.
  if (declared > OVERSIZED_BODY_DRAIN_LIMIT) return;
  reply.removeHeader('connection');
  let drained = 0;
  // A sender that stops sending does not get to hold the connection either.
  const stalled = setTimeout(() => raw.socket?.destroy(), OVERSIZED_BODY_DRAIN_MS);
  stalled.unref();
  raw.on('end', () => clearTimeout(stalled));
  raw.on('close', () => clearTimeout(stalled));
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > OVERSIZED_BODY_DRAIN_LIMIT) raw.socket?.destroy();
  });
  raw.resume();
}

/**
 * Answers what Node refuses before any route runs (headers or URL over 16 KB, a request that
 * is not HTTP, a timeout) in Misskey's error shape rather than Fastify's: clients read every
 * 4xx of the API the same way. Otherwise as Fastify's default: write, then close.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError(commonErrors.requestHeaderTooLarge)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new ApiError(commonErrors.requestTimeout)
        : invalidParam('(request)', 'not a valid HTTP request');
  const body = JSON.stringify(error.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${error.httpStatus} ${STATUS_CODES[error.httpStatus]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
