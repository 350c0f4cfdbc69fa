import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the test bucket received it. */
export interface StoredObject {
  body: Buffer;
  type: string | undefined;
  acl: string | undefined;
  disposition: string | undefined;
  signed: boolean;
}

/**
 * A minimal S3-compatible server on loopback, path-style (`/<bucket>/<key>`): PUT keeps an
 * object, GET answers it, DELETE removes it. Signatures are not verified; whether a request
 * carried one is recorded. A request `refuse` picks is answered AccessDenied, as a bucket with
 * wrong keys answers, or with the status it gives (404: NoSuchKey, as some servers answer a
 * DELETE of an object they do not have).
 */
export interface TestBucket {
  name: string;
  endpoint: string;
  port: number;
  objects: Map<string, StoredObject>;
  requests: string[];
  refuse: (method: string, key: string) => boolean | number;
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startTestBucket(bucket: string): Promise<TestBucket> {
  const state = {
    objects: new Map<string, StoredObject>(),
    requests: [] as string[],
    refuse: (_method: string, _key: string): boolean | number => false,
  };
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bucket').pathname);
    state.requests.push(`${request.method} ${path}`);
    const prefix = `/${bucket}/`;
    const key = path.slice(prefix.length);
    const refused = !path.startsWith(prefix) || state.refuse(request.method ?? '', key);
    if (refused !== false) {
      const status = typeof refused === 'number' ? refused : 403;
      const code = status === 404 ? 'NoSuchKey' : 'AccessDenied';
      response.writeHead(status, { 'Content-Type': 'application/xml' });
      response.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      return;
    }
    if (request.method === 'PUT') {
      state.objects.set(key, {
        body,
        type: request.headers['content-type'],
        acl: request.headers['x-amz-acl'] as string | undefined,
        disposition: request.headers['content-disposition'],
        signed: String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'),
      });
      response.writeHead(200, { ETag: '"0"' }).end();
    } else if (request.method === 'GET') {
      const object = state.objects.get(key);
      if (!object) response.writeHead(404).end();
      else
        response
          .writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream' })
          .end(object.body);
    } else if (request.method === 'DELETE') {
      state.objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    name: bucket,
    endpoint: `127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The control panel's object storage fields for a test bucket (path style, plain HTTP, `drive/` prefix). */
export function bucketSettings(bucket: TestBucket, secretKey: string): Record<string, unknown> {
  return {
    useObjectStorage: true,
    objectStorageBaseUrl: '',
    objectStorageBucket: bucket.name,
    objectStoragePrefix: 'drive',
    objectStorageEndpoint: '127.0.0.1',
    objectStoragePort: bucket.port,
    objectStorageRegion: 'us-east-1',
    objectStorageAccessKey: 'test-access-key',
    objectStorageSecretKey: secretKey,
    objectStorageUseSSL: false,
    objectStorageSetPublicRead: true,
    objectStorageS3ForcePathStyle: true,
  };
}
