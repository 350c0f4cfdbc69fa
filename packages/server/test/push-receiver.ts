import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a push service on loopback (real ones are outside this machine), with the
 * keys of one browser subscription, so tests can read what the instance pushed. Decryption and
 * the VAPID check follow RFC 8291 and RFC 8292 here, independently of web-push.
 */
export interface ReceivedPush {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  endpoint: string;
  /** The subscription's keys as a browser gives them (base64url): p256dh and auth. */
  publickey: string;
  auth: string;
  received: ReceivedPush[];
  /** The status the receiver answers with (201 by default, 410 for a gone subscription). */
  status: number;
  decrypt(push: ReceivedPush): unknown;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export async function startPushReceiver(): Promise<PushReceiver> {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const decrypt = (push: ReceivedPush): unknown => {
    const body = push.body;
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const asPublic = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const ecdhSecret = ecdh.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 2 and any zero padding after it.
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return JSON.parse(padded.subarray(0, end).toString('utf8'));
  };

  return {
    endpoint: `http://127.0.0.1:${port}/push/${b64url(randomBytes(8))}`,
    publickey: b64url(uaPublic),
    auth: b64url(authSecret),
    received,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    decrypt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a push's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
 * signed ES256 by that key for the push service's origin. Answers the JWT's claims.
 */
export function vapidClaims(
  push: ReceivedPush,
  expectedKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(push.headers.authorization));
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
  if (match[2] !== expectedKey) throw new Error('signed with another key');
  const [header, payload, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(expectedKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
