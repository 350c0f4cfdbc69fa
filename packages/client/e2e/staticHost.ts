import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { clientDist } from './instance';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * The built client served as plain static files from an origin of its own, as any web server
 * would (index.html for paths it does not have), with an optional config.json beside it.
 */
export async function serveClientStatically(
  config: unknown | null,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/config.json' && config !== null) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(config));
      return;
    }
    let file = join(clientDist, path);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      file = join(clientDist, 'index.html');
      body = await readFile(file);
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
