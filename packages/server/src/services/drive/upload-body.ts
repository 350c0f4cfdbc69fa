import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalidParam } from '../../api/errors.js';
import type { InstanceContext } from '../context.js';
import { maxFileSizeOf } from './add-file.js';
import { driveErrors } from './errors.js';
import { newUploadPath } from './storage.js';

/** The endpoints that take a multipart body with a file (Misskey's `requireFile`). */
const UPLOAD_ENDPOINTS = new Set(['drive/files/create']);

export function acceptsUpload(endpointName: string): boolean {
  return UPLOAD_ENDPOINTS.has(endpointName);
}

/** The file part of a multipart request, already on disk in a temporary file. */
export interface UploadedFile {
  path: string;
  size: number;
  /** The name the client gave the part (only a suggestion; never used as a path). */
  filename: string | null;
}

export interface UploadBody {
  /** The text fields, as strings (the router casts them like query parameters). */
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Temporary files of requests in progress, removed before the response is sent. */
const pendingTempFiles = new WeakMap<FastifyRequest, string>();

async function discardTempFile(request: FastifyRequest): Promise<void> {
  const path = pendingTempFiles.get(request);
  if (path === undefined) return;
  pendingTempFiles.delete(request);
  // Gone already when the endpoint moved it into storage.
  await rm(path, { force: true });
}

const UPLOADED_FILE = Symbol('uploadedFile');

/** Hands the file to the endpoint along with its validated parameters. */
export function attachUpload(params: object, file: UploadedFile | null): void {
  Object.defineProperty(params, UPLOADED_FILE, { value: file, enumerable: false });
}

export function uploadedFileOf(params: object): UploadedFile | null {
  return ((params as Record<symbol, unknown>)[UPLOADED_FILE] as UploadedFile | null | undefined) ?? null;
}

/**
 * Lets the API router read multipart bodies (only upload endpoints accept them). Registered
 * in the router's own context, after its catch-all JSON parser.
 */
export async function registerUploadParsing(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  // Before the answer goes out (onSend also runs for errors), so a client that sees the
  // answer never finds a temporary file behind it; the endpoint has finished with it by then.
  // Callback style on purpose: requests without an upload pass straight through, keeping
  // replies sent from onRequest hooks (CORS preflights) synchronous.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!pendingTempFiles.has(request)) return done(null, payload);
    discardTempFile(request).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
  app.addHook('onRequestAbort', discardTempFile);
}

export function isMultipartRequest(request: FastifyRequest): boolean {
  return typeof request.isMultipart === 'function' && request.isMultipart();
}

/**
 * The instance could not keep the bytes (disk full, folder unusable, I/O error). The client's
 * body was fine, so this is not answered as INVALID_PARAM: the API router logs it and answers
 * 500 INTERNAL_ERROR, which is what Misskey's drive/files/create answers for a failed write.
 */
export class DriveStorageError extends Error {
  override name = 'DriveStorageError';
  constructor(cause: Error) {
    super(`drive storage failed: ${(cause as NodeJS.ErrnoException).code ?? cause.message}`, { cause });
  }
}

/** A file system call failed (errors from `fs` carry the name of the system call). */
function isFileSystemError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === 'string';
}

function multipartError(err: unknown): Error {
  if (err instanceof ApiError) return err;
  if (isFileSystemError(err)) return new DriveStorageError(err);
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(driveErrors.maxFileSizeExceeded);
  return invalidParam('(body)', `unreadable multipart body: ${(err as Error).message}`);
}

/**
 * Reads and discards whatever the client still sends after the body was given up on. A
 * multipart parser whose file part stopped being read stops reading the request too, and
 * Node then neither finishes this request nor parses the next one on the keep-alive
 * connection: the client would wait for ever. Draining costs no memory or disk.
 */
function drainRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/**
 * Reads a multipart body: text fields in any order, and at most one file part named `file`,
 * streamed to a temporary file and cut off (413) as soon as it passes the size limit, so an
 * oversized upload never sits in memory or on disk.
 */
export async function readUploadBody(
  request: FastifyRequest,
  instance: InstanceContext,
): Promise<UploadBody> {
  // Policies are the same for every user on this instance; addFile checks the size again
  // against the uploader's own policy once they are known.
  const maxSize = maxFileSizeOf(instance, null);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxSize, files: 1, fields: 32, fieldSize: 64 * 1024, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw invalidParam(part.fieldname, 'must be text');
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw invalidParam(part.fieldname, 'the file must be sent as the part named "file"');
      }
      const tempPath = newUploadPath(instance.config);
      pendingTempFiles.set(request, tempPath);
      // pipeline() destroys the part on a write error, which stalls the parser (see drainRest).
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated) throw new ApiError(driveErrors.maxFileSizeExceeded);
      const { size } = await stat(tempPath);
      file = { path: tempPath, size, filename: part.filename || null };
    }
  } catch (err) {
    drainRest(request);
    await discardTempFile(request);
    throw multipartError(err);
  }
  return { fields, file };
}
