import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { type ObjectStorageSettings, objectBaseUrl } from './settings.js';

/**
 * The S3-compatible bucket of the control panel's settings, through the AWS SDK (what Misskey
 * uses). Errors leave here as ObjectStorageError, whose message names the operation, the key and
 * the bucket's answer and nothing of the SDK's request (so no key or signature reaches a log).
 */
export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';
  /** The bucket's HTTP status when it answered; undefined when it was not reached. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** `<prefix>/<name>`, as Misskey names objects; no leading slash when there is no prefix. */
export function objectKeyFor(settings: ObjectStorageSettings, name: string): string {
  const prefix = (settings.objectStoragePrefix ?? '').replace(/^\/+|\/+$/g, '');
  return prefix ? `${prefix}/${name}` : name;
}

/** A new object's key: a random UUID and the extension, as Misskey's DriveService makes them. */
export function newObjectKey(
  settings: ObjectStorageSettings,
  ext: string,
  kind: 'original' | 'thumbnail',
): string {
  const dotted = ext ? `.${ext}` : '';
  return objectKeyFor(settings, `${kind === 'thumbnail' ? 'thumbnail-' : ''}${randomUUID()}${dotted}`);
}

/**
 * Which bucket the settings name: scheme, endpoint (Amazon S3 itself when none), port, region
 * and bucket; no key or secret. Two settings with the same location reach the same objects.
 */
export function bucketLocation(settings: ObjectStorageSettings): string {
  const scheme = settings.objectStorageUseSSL ? 'https' : 'http';
  const host = settings.objectStorageEndpoint || 's3';
  const port = settings.objectStoragePort ? `:${settings.objectStoragePort}` : '';
  const region = settings.objectStorageRegion || 'us-east-1';
  return `${scheme}://${host}${port}/${settings.objectStorageBucket ?? ''} (${region})`;
}

export function objectUrl(settings: ObjectStorageSettings, key: string): string {
  return `${objectBaseUrl(settings)}/${key}`;
}

// The SDK is loaded when a bucket is first used: it is ~150 ms of CPU to import, and most
// instances (every test instance among them) never store in a bucket.
const sdk = () => import('@aws-sdk/client-s3');

async function clientOf(settings: ObjectStorageSettings): Promise<S3Client> {
  const { objectStorageAccessKey: accessKeyId, objectStorageSecretKey: secretAccessKey } = settings;
  if (!settings.objectStorageBucket) throw new ObjectStorageError('object storage has no bucket set');
  if (!accessKeyId || !secretAccessKey) {
    // Without keys the SDK would look for credentials on this machine (files, metadata service).
    throw new ObjectStorageError('object storage needs an access key and a secret key');
  }
  const scheme = settings.objectStorageUseSSL ? 'https' : 'http';
  const port = settings.objectStoragePort ? `:${settings.objectStoragePort}` : '';
  const { S3Client } = await sdk();
  return new S3Client({
    // No endpoint: Amazon S3 itself, found from the region (Misskey's rule).
    endpoint: settings.objectStorageEndpoint
      ? `${scheme}://${settings.objectStorageEndpoint}${port}`
      : undefined,
    region: settings.objectStorageRegion || 'us-east-1',
    credentials: { accessKeyId, secretAccessKey },
    tls: settings.objectStorageUseSSL,
    forcePathStyle: settings.objectStorageEndpoint ? settings.objectStorageS3ForcePathStyle : false,
    // Checksums only when an operation needs them: S3-compatible servers do not all read the
    // SDK's newer chunked checksum bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A streamed body cannot be sent twice; a failed PUT fails the upload at once.
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
}

function failure(action: string, key: string, err: unknown): ObjectStorageError {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = err instanceof Error ? err.name : 'Error';
  return new ObjectStorageError(
    `object storage ${action} of ${key} failed: ${name}${status ? ` (HTTP ${status})` : ''}`,
    status,
  );
}

export interface PutObjectInput {
  key: string;
  body: Readable | Buffer;
  length: number;
  type: string;
  /** The Content-Disposition the object is served with. */
  disposition: string;
}

export async function putObject(settings: ObjectStorageSettings, input: PutObjectInput): Promise<void> {
  const client = await clientOf(settings);
  const { PutObjectCommand } = await sdk();
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.objectStorageBucket ?? undefined,
        Key: input.key,
        Body: input.body,
        ContentLength: input.length,
        ContentType: input.type,
        ContentDisposition: input.disposition,
        // Keys are never reused, so the bytes under one never change.
        CacheControl: 'max-age=31536000, immutable',
        ...(settings.objectStorageSetPublicRead ? { ACL: 'public-read' as const } : {}),
      }),
    );
  } catch (err) {
    throw failure('PUT', input.key, err);
  } finally {
    client.destroy();
  }
}

/** Deletes an object; one the bucket does not have (404, as some S3-compatible servers answer) is done. */
export async function deleteObject(settings: ObjectStorageSettings, key: string): Promise<void> {
  const client = await clientOf(settings);
  const { DeleteObjectCommand } = await sdk();
  try {
    await client.send(
      new DeleteObjectCommand({ Bucket: settings.objectStorageBucket ?? undefined, Key: key }),
    );
  } catch (err) {
    const error = failure('DELETE', key, err);
    if (error.status === 404) return;
    throw error;
  } finally {
    client.destroy();
  }
}

/** An object's bytes (for the server's own reading of a drive file: emoji, imports). */
export async function getObject(settings: ObjectStorageSettings, key: string): Promise<Buffer> {
  const client = await clientOf(settings);
  const { GetObjectCommand } = await sdk();
  try {
    const answer = await client.send(
      new GetObjectCommand({ Bucket: settings.objectStorageBucket ?? undefined, Key: key }),
    );
    if (!answer.Body) throw new Error('no body');
    return Buffer.from(await answer.Body.transformToByteArray());
  } catch (err) {
    throw failure('GET', key, err);
  } finally {
    client.destroy();
  }
}
