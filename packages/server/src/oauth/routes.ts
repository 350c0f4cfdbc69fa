import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticateCaller, type Caller } from '../api/authenticate.js';
import type { InstanceContext } from '../services/context.js';
import { type ClientInformation, discoverClient, validateClientId } from './client-info.js';
import { OAuthError } from './errors.js';
import { OAuthGrants, type Transaction } from './grants.js';
import { authorizationPage, authorizationPagePolicy } from './page.js';
import { PERMISSION_KINDS } from './scopes.js';

export interface OAuthRoutesOptions {
  instance: InstanceContext;
  /** Test configuration only: client_id may be http and on loopback (Misskey's NODE_ENV=test). */
  allowLoopbackClients: boolean;
}

/** Form and JSON bodies of the decision and token endpoints are small. */
const BODY_LIMIT = 64 * 1024;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sendDirect(reply: FastifyReply, error: OAuthError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

/** Sends the answer to the client's redirect URI, with `iss` (RFC 9207) after the rest. */
function sendToClient(
  reply: FastifyReply,
  redirectUri: string,
  issuer: string,
  params: Record<string, string | null>,
): FastifyReply {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== null) target.searchParams.append(key, value);
  target.searchParams.append('iss', issuer);
  return reply.code(302).header('Location', target.href).send();
}

/**
 * The local instance as an OAuth 2.0 authorization server, as Misskey serves it: RFC 8414
 * metadata, the authorization code grant with PKCE (S256 only), IndieAuth client discovery,
 * and tokens that are app tokens with the granted permissions. See docs/architecture.md.
 */
export async function oauthRoutes(app: FastifyInstance, options: OAuthRoutesOptions): Promise<void> {
  const { instance, allowLoopbackClients } = options;
  const grants = new OAuthGrants(instance);
  const issuer = () => instance.config.url;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const raw = body as string;
    if (raw === '') return done(null, {});
    if ((request.headers['content-type'] ?? '').includes('json')) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object');
        return done(null, parsed);
      } catch {
        return done(new OAuthError('invalid_request', 'The body is not a JSON object'), undefined);
      }
    }
    return done(null, Object.fromEntries(new URLSearchParams(raw)));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthError) return sendDirect(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendDirect(reply, new OAuthError('invalid_request', 'The request could not be read'));
    }
    request.log.error({ err: error }, 'OAuth endpoint failed');
    return sendDirect(reply, new OAuthError('server_error', 'Internal server error', 500));
  });

  // RFC 8414 and IndieAuth server metadata, with the fields Misskey sends.
  app.get('/.well-known/oauth-authorization-server', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return {
      issuer: issuer(),
      authorization_endpoint: new URL('/oauth/authorize', issuer()).href,
      token_endpoint: new URL('/oauth/token', issuer()).href,
      scopes_supported: PERMISSION_KINDS,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      service_documentation: 'https://misskey-hub.net',
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    };
  });

  app.get('/oauth/authorize', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown>;
    // Until the redirect URI is known to be the client's, errors are shown here, never sent there.
    const responseType = text(query.response_type);
    if (!responseType) throw new OAuthError('invalid_request', 'Missing required parameter: response_type');
    if (responseType !== 'code') {
      throw new OAuthError('unsupported_response_type', `Unsupported response type: ${responseType}`, 501);
    }
    const rawClientId = text(query.client_id);
    if (!rawClientId) throw new OAuthError('invalid_request', 'Missing required parameter: client_id');
    const client: ClientInformation = await discoverClient(
      validateClientId(rawClientId, allowLoopbackClients),
      allowLoopbackClients,
    );
    const redirectUri = text(query.redirect_uri);
    if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
      throw new OAuthError('invalid_request', 'Invalid redirect_uri');
    }

    const state = text(query.state) ?? null;
    const refuse = (error: string, description: string) =>
      sendToClient(reply, redirectUri, issuer(), { error, error_description: description, state });
    // Unknown scopes are dropped, as Misskey does for older clients; none left is an error.
    const asked = (text(query.scope) ?? '').split(' ');
    const scopes = [...new Set(asked)].filter((scope) => PERMISSION_KINDS.includes(scope));
    if (scopes.length === 0) return refuse('invalid_scope', '`scope` parameter has no known scope');
    const codeChallenge = text(query.code_challenge);
    if (!codeChallenge) return refuse('invalid_request', '`code_challenge` parameter is required');
    if (query.code_challenge_method !== 'S256') {
      return refuse('invalid_request', '`code_challenge_method` parameter must be set as S256');
    }

    const transaction: Omit<Transaction, 'expiresAt'> = { client, redirectUri, state, scopes, codeChallenge };
    const transactionId = grants.open(transaction);
    const html = await authorizationPage(instance.config.clientDist, {
      transactionId,
      clientName: client.name,
      scopes,
      clientLogo: client.logo,
      redirectUri,
    });
    return reply
      .header('Content-Security-Policy', authorizationPagePolicy(redirectUri))
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // The consent page posts here as a form (Misskey's fields): the user's own session token,
  // never an app token, approves; `cancel` denies.
  app.post('/oauth/decision', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const transactionId = text(body.transaction_id);
    const transaction = grants.find(transactionId);
    const loginToken = text(body.login_token);
    if (!loginToken) throw new OAuthError('invalid_request', 'No user');
    let caller: Caller | null = null;
    try {
      caller = authenticateCaller(instance, loginToken);
    } catch {
      caller = null;
    }
    // A suspended user cannot use the API, so cannot hand it to an app either.
    if (!caller || caller.permission !== null || caller.user.isSuspended) {
      throw new OAuthError('invalid_request', 'No such user');
    }
    grants.close(transactionId as string);
    const { redirectUri, state } = transaction;
    if (text(body.cancel))
      return sendToClient(reply, redirectUri, issuer(), { error: 'access_denied', state });
    const code = grants.issueCode(transaction, caller.user.id);
    return sendToClient(reply, redirectUri, issuer(), { code, state });
  });

  // The token endpoint is for clients anywhere, so it answers cross-origin requests.
  app.options('/oauth/token', async (request, reply) => {
    const requested = request.headers['access-control-request-headers'];
    if (requested) reply.header('Access-Control-Allow-Headers', requested);
    return reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Max-Age', '86400')
      .code(204)
      .send();
  });
  app.post('/oauth/token', async (request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'no-store')
      .header('Pragma', 'no-cache');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const grantType = text(body.grant_type);
    if (!grantType) throw new OAuthError('invalid_request', 'Missing required parameter: grant_type');
    if (grantType !== 'authorization_code') {
      throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`, 501);
    }
    const code = text(body.code);
    if (!code) throw new OAuthError('invalid_request', 'Missing required parameter: code');
    const { token, scopes } = grants.exchange({
      code,
      clientId: text(body.client_id),
      redirectUri: text(body.redirect_uri),
      codeVerifier: text(body.code_verifier),
    });
    return { access_token: token, token_type: 'Bearer', scope: scopes.join(' ') };
  });

  // Anything else under /oauth is answered as Misskey does, so clients can tell what exists.
  app.all('/oauth/*', async (_request, reply) =>
    reply.code(404).send({
      error: {
        message: 'Unknown OAuth endpoint.',
        code: 'UNKNOWN_OAUTH_ENDPOINT',
        id: 'aa49e620-26cb-4e28-aad6-8cbcb58db147',
        kind: 'client',
      },
    }),
  );
}
