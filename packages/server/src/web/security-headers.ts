import type { FastifyInstance } from 'fastify';

// The client's own scripts only; styles may be inline (theme variables are applied at run
// time); media from anywhere secure, since notes embed remote files; connections to any
// server, because accounts on other Misskey servers are talked to directly. Plain http: is
// listed too for servers on a local network or loopback (the two-instance browser tests); a
// page served over https cannot reach them anyway (mixed content).
const CAPTCHA_SCRIPT_ORIGINS = [
  'https://hcaptcha.com',
  'https://*.hcaptcha.com',
  'https://www.recaptcha.net',
  'https://www.gstatic.com',
  'https://challenges.cloudflare.com',
].join(' ');

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The CAPTCHA providers' scripts (and hCaptcha's styles), which the sign-up and sign-in dialogs
  // load only when the server asks for that provider (services/captcha; accounts/captcha).
  `script-src 'self' 'wasm-unsafe-eval' ${CAPTCHA_SCRIPT_ORIGINS}`,
  "style-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com",
  "img-src 'self' https: data: blob: http:",
  "media-src 'self' https: data: blob: http:",
  "font-src 'self' data:",
  "connect-src 'self' https: wss: ws: http:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    // A route serving a lone document (an SVG image) may have set a stricter policy.
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
