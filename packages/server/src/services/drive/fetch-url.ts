import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ApiError } from '../../api/errors.js';
import type { Config } from '../../config.js';
import { driveErrors } from './errors.js';
import { newUploadPath } from './storage.js';

/** Addresses a URL upload must not reach: loopback, private, link-local and the like. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  }
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL upload failed for a reason the user can act on (shown nowhere yet but the log). */
export class UrlFetchError extends Error {
  override name = 'UrlFetchError';
}

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 30_000;

/**
 * A DNS lookup that refuses private answers (except those `exempt` lets through). Checking the
 * address the socket really connects to (not a separate resolution beforehand) is what
 * defeats DNS rebinding. Also used by OAuth client discovery (src/oauth).
 */
export function privateAddressGuard(exempt: (address: string) => boolean = () => false): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const allowed = addresses.filter((a) => exempt(a.address) || !isBlockedAddress(a.address));
      if (allowed.length === 0) return callback(new UrlFetchError('refused: private address'), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      const first = allowed[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

const guardedLookup = privateAddressGuard();

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlFetchError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlFetchError('only http and https');
  if (url.username || url.password) throw new UrlFetchError('credentials in URLs are not allowed');
  return url;
}

/** Whether `raw` is an http(s) URL at all (the endpoint refuses anything else at once). */
export function isHttpUrl(raw: string): boolean {
  try {
    parseHttpUrl(raw);
    return true;
  } catch {
    return false;
  }
}

/** How `guardedGet` fetches: who it says it is, how long it waits, what it lets through. */
export interface GuardedGetOptions {
  userAgent: string;
  timeoutMs: number;
  /** A URL the guard does not apply to at all (the instance's own origin). */
  trusted?: (url: URL) => boolean;
  /** A private address the guard lets through (loopback, in a test configuration). */
  exempt?: (address: string) => boolean;
}

function get(url: URL, options: GuardedGetOptions): Promise<IncomingMessage> {
  const trusted = options.trusted?.(url) ?? false;
  const exempt = options.exempt ?? (() => false);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through lookup, so it is checked here.
  if (!trusted && isIP(host) !== 0 && isBlockedAddress(host) && !exempt(host)) {
    return Promise.reject(new UrlFetchError('refused: private address'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        ...(trusted ? {} : { lookup: options.exempt ? privateAddressGuard(exempt) : guardedLookup }),
        timeout: options.timeoutMs,
        headers: { 'User-Agent': options.userAgent, Accept: '*/*' },
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new UrlFetchError('timed out')));
    request.on('error', reject);
  });
}

/**
 * GETs an http(s) URL that someone else chose, refusing private addresses (also after each of at
 * most three redirects) and any answer but a 2xx. Returns the response and its final URL.
 */
export async function guardedGet(
  rawUrl: string,
  options: GuardedGetOptions,
): Promise<{ response: IncomingMessage; url: URL }> {
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await get(url, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      url = parseHttpUrl(new URL(location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new UrlFetchError(`the server answered ${status}`);
    }
    return { response, url };
  }
  throw new UrlFetchError('too many redirects');
}

/**
 * Downloads `rawUrl` into a temporary file, at most `maxSize` bytes (larger answers are cut
 * off with MAX_FILE_SIZE_EXCEEDED and leave nothing behind). Only this instance's own origin
 * may resolve to a private address; redirects are followed and checked the same way.
 */
export async function fetchToTempFile(
  config: Config,
  rawUrl: string,
  maxSize: number,
): Promise<{ path: string; size: number; filename: string | null }> {
  const ownOrigin = new URL(config.url).origin;
  const { response, url } = await guardedGet(rawUrl, {
    userAgent: 'Shiori drive (URL upload)',
    timeoutMs: TIMEOUT_MS,
    trusted: (target) => target.origin === ownOrigin,
  });
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxSize) {
    response.destroy();
    throw new ApiError(driveErrors.maxFileSizeExceeded);
  }

  const path = newUploadPath(config);
  const body = response;
  try {
    const size = await new Promise<number>((resolve, reject) => {
      const out = createWriteStream(path);
      let received = 0;
      body.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxSize) {
          body.destroy();
          out.destroy();
          reject(new ApiError(driveErrors.maxFileSizeExceeded));
          return;
        }
        if (!out.write(chunk)) {
          body.pause();
          out.once('drain', () => body.resume());
        }
      });
      body.on('end', () => out.end(() => resolve(received)));
      body.on('error', reject);
      out.on('error', reject);
    });
    const last = url.pathname.split('/').pop() ?? '';
    let filename: string | null = null;
    try {
      filename = decodeURIComponent(last) || null;
    } catch {
      filename = last || null;
    }
    return { path, size, filename };
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}
