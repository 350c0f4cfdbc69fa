import type { IncomingMessage } from 'node:http';

/** The answer grew past the limit while it was read. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/**
 * Reads a fetched answer's body (RSS feeds, pages for URL previews), at most `limit` bytes and
 * until `deadline` (ms since the epoch): the socket's idle timeout alone does not stop a host
 * trickling bytes. Past either, the response is destroyed and the promise rejects.
 */
export function readLimited(response: IncomingMessage, limit: number, deadline: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => {
        response.destroy();
        reject(new Error('timed out'));
      },
      Math.max(0, deadline - Date.now()),
    );
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        clearTimeout(timer);
        response.destroy();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    response.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
