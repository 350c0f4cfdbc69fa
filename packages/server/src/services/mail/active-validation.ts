import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import type { InstanceContext } from '../context.js';
import { postForJson } from '../external/post-json.js';
import { serverSettings } from '../server-settings/index.js';
import { type EmailAvailability, emailAvailability } from './addresses.js';

/** The DNS questions active validation asks (node:dns/promises' Resolver answers them). */
export interface MailDomainResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
}

export interface ActiveValidationDeps {
  resolver: MailDomainResolver;
  /** verifymail.io's API; a test points it at a stand-in on loopback. */
  verifymailUrl: string;
}

type Refusal = Exclude<EmailAvailability['reason'], null>;

const deps = new WeakMap<InstanceContext, ActiveValidationDeps>();
let defaultDeps: ActiveValidationDeps | null = null;

/** Replaces the resolver or verifymail's address for one instance (tests: no DNS or internet here). */
export function useActiveValidation(ctx: InstanceContext, replace: Partial<ActiveValidationDeps>): void {
  deps.set(ctx, { ...depsOf(ctx), ...replace });
}

function depsOf(ctx: InstanceContext): ActiveValidationDeps {
  const own = deps.get(ctx);
  if (own) return own;
  defaultDeps ??= {
    resolver: new Resolver({ timeout: 5000, tries: 2 }),
    verifymailUrl: 'https://verifymail.io/api/',
  };
  return defaultDeps;
}

/**
 * Misskey's validateEmailForAccount: the local checks (emailAvailability: shape, banned domain,
 * taken), then, with `enableActiveEmailValidation`, verifymail.io when its switch and key are
 * set, else a Truemail server when its switch, address and key are, else the domain's DNS. Used
 * by sign-up, `email-address/available` and `i/update-email`. A service that cannot be asked
 * refuses with `network` (Misskey's verifymail call fails the request instead).
 */
export async function checkEmailForAccount(ctx: InstanceContext, email: string): Promise<EmailAvailability> {
  const local = emailAvailability(ctx, email);
  if (!local.available) return local;
  const s = serverSettings(ctx.db);
  if (!s.enableActiveEmailValidation) return local;
  let refusal: Refusal | 'unknown' | null;
  if (s.enableVerifymailApi && s.verifymailAuthKey !== null) {
    refusal = await askVerifymail(ctx, email, s.verifymailAuthKey);
  } else if (s.enableTruemailApi && s.truemailInstance && s.truemailAuthKey !== null) {
    refusal = await askTruemail(ctx, email, s.truemailInstance, s.truemailAuthKey);
  } else {
    refusal = await checkMailDomain(depsOf(ctx).resolver, email);
  }
  if (refusal === null) return local;
  // Misskey answers null when the service refused without saying why.
  return { available: false, reason: refusal === 'unknown' ? null : refusal };
}

/** Codes for "this name has no such record", as opposed to a resolver that did not answer. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Whether the address's domain can receive mail: an MX record naming a host, or none and an
 * address record (RFC 5321 §5.1's implicit MX). A "null MX" (RFC 7505) says it takes no mail.
 */
export async function checkMailDomain(resolver: MailDomainResolver, email: string): Promise<Refusal | null> {
  const domain = domainToASCII(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
  if (domain === '') return 'format';
  const lookups = [
    () => resolver.resolveMx(domain).then((mx) => mx.map((record) => record.exchange)),
    () => resolver.resolve4(domain),
    () => resolver.resolve6(domain),
  ];
  for (const [index, lookup] of lookups.entries()) {
    let answer: string[];
    try {
      answer = await lookup();
    } catch (err) {
      if (NO_RECORD.has((err as { code?: string }).code ?? '')) continue;
      return 'network';
    }
    if (answer.length === 0) continue;
    if (index === 0 && answer.every((host) => host === '' || host === '.')) return 'mx';
    return null;
  }
  return 'mx';
}

/** verifymail.io's answer, as Misskey reads it. */
interface VerifymailAnswer {
  message?: string;
  email_address?: string;
  deliverable_email?: boolean;
  disposable?: boolean;
  mx?: boolean;
}

async function askVerifymail(
  ctx: InstanceContext,
  email: string,
  key: string,
): Promise<Refusal | 'unknown' | null> {
  const url = `${depsOf(ctx).verifymailUrl}${encodeURIComponent(email)}?key=${encodeURIComponent(key)}`;
  let json: VerifymailAnswer;
  try {
    const answer = await postForJson(ctx.config, url, {
      method: 'GET',
      body: '',
      contentType: 'application/x-www-form-urlencoded',
    });
    json = (answer.json ?? {}) as VerifymailAnswer;
  } catch {
    return 'network';
  }
  // An API error is an object holding only `message` (a wrong key, a spent quota).
  if (Object.keys(json).length === 1 && 'message' in json) return 'unknown';
  if (json.email_address === undefined) return 'format';
  if (json.deliverable_email === false) return 'smtp';
  if (json.disposable) return 'disposable';
  if (json.mx === false) return 'mx';
  return null;
}

/** A Truemail server's answer (truemail-rack), as Misskey reads it. */
interface TruemailAnswer {
  email?: string;
  success?: boolean;
  errors?: { list_match?: string; regex?: string; mx?: string; smtp?: string } | null;
}

async function askTruemail(
  ctx: InstanceContext,
  email: string,
  instanceUrl: string,
  key: string,
): Promise<Refusal | 'unknown' | null> {
  let url: URL;
  try {
    url = new URL(instanceUrl);
  } catch {
    return 'network';
  }
  url.searchParams.set('email', email);
  let json: TruemailAnswer;
  try {
    const answer = await postForJson(ctx.config, url.href, {
      body: '',
      contentType: 'application/json',
      headers: { Authorization: key },
    });
    json = (answer.json ?? {}) as TruemailAnswer;
  } catch {
    return 'network';
  }
  if (json.email === undefined || json.errors?.regex) return 'format';
  if (json.errors?.smtp) return 'smtp';
  if (json.errors?.mx) return 'mx';
  // On one of the Truemail server's lists (Misskey passes the list's word on; ours is one word).
  if (!json.success) return 'blacklist';
  return null;
}
