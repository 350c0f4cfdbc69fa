import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** `pretty`: one readable line per event, for a person at a terminal; `json`: pino's lines, for collectors. */
export type LogFormat = 'pretty' | 'json';
const LOG_FORMATS: readonly LogFormat[] = ['pretty', 'json'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Public URL of this instance; when the port is 0 it is rewritten once the real port is known. */
  url: string;
  /** True when `url` was given explicitly (so it must not be rewritten after listening). */
  urlExplicit: boolean;
  clientDist: string;
  logLevel: LogLevel;
  logFormat: LogFormat;
  trustProxy: boolean;
  instanceName: string;
  /** The JSON text of the theme file given by the operator, already validated, or null. */
  defaultLightTheme: string | null;
  defaultDarkTheme: string | null;
  /**
   * Where account mail (sign-up links, password resets) goes: an `smtp:`/`smtps:` URL, or null
   * when mail is not set up (the instance then writes each mail to its log instead).
   */
  smtpUrl: string | null;
  /** The From address of account mail. */
  mailFrom: string;
  /**
   * Test-only: endpoints this instance pretends not to have (answered NO_SUCH_ENDPOINT and left
   * out of `endpoints`), so browser tests can stand in for an older Misskey or a fork. Read only
   * from SHIORI_TEST_DISABLED_ENDPOINTS (comma-separated names); deliberately not a flag.
   */
  disabledEndpoints: readonly string[];
  /**
   * Test-only: OAuth client ids may be http URLs on loopback, and the client's page is fetched
   * from there (Misskey allows this under NODE_ENV=test). Read only from
   * SHIORI_TEST_OAUTH_LOOPBACK_CLIENTS=1; deliberately not a flag.
   */
  oauthLoopbackClients: boolean;
  /**
   * Test-only: user webhooks may deliver to loopback addresses (a receiver started by a test);
   * other private addresses stay refused. Read only from SHIORI_TEST_WEBHOOK_LOOPBACK=1;
   * deliberately not a flag.
   */
  webhookLoopback: boolean;
  /**
   * Test-only: `fetch-rss` may fetch feeds from loopback addresses (a feed served by a test);
   * other private addresses stay refused. Read only from SHIORI_TEST_RSS_LOOPBACK=1;
   * deliberately not a flag.
   */
  rssLoopback: boolean;
  /**
   * Test-only: Web Push may be delivered over http to loopback addresses (a push receiver started
   * by a test); real push services are https and public. Read only from SHIORI_TEST_PUSH_LOOPBACK=1;
   * deliberately not a flag.
   */
  pushLoopback: boolean;
  /**
   * Test-only: the CAPTCHA verifier and the translation service may be reached on loopback
   * addresses (stand-ins started by tests); other private addresses stay refused. Read only from
   * SHIORI_TEST_EXTERNAL_LOOPBACK=1; deliberately not a flag.
   */
  externalServiceLoopback: boolean;
  /**
   * Test-only: the `url` preview endpoint may fetch pages from loopback addresses (pages served by
   * a test); other private addresses stay refused. Read only from SHIORI_TEST_URL_PREVIEW_LOOPBACK=1;
   * deliberately not a flag.
   */
  urlPreviewLoopback: boolean;
  /**
   * Test-only: where hCaptcha, reCAPTCHA and Turnstile answers are verified instead of their
   * providers' siteverify addresses (a stand-in started by a test). Read only from
   * SHIORI_TEST_CAPTCHA_VERIFY_URL; deliberately not a flag.
   */
  captchaVerifyUrl: string | null;
}

/** A configuration mistake the user can fix; main prints its message on one line and exits 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const USAGE = `Usage: node dist/main.js [options]

Options (each also readable from the environment variable in brackets; flags win):
  --port <n>             port to listen on, 0 = any free port [PORT] (default 3000)
  --host <addr>          address to bind [HOST] (default 127.0.0.1)
  --data-dir <path>      where the database lives [DATA_DIR] (default ./data)
  --url <url>            public URL of this instance [URL] (default http://HOST:PORT)
  --client-dist <path>   built web client to serve [CLIENT_DIST] (default packages/client/dist)
  --log-level <level>    fatal|error|warn|info|debug|trace|silent [LOG_LEVEL] (default info);
                         requests are logged at debug and trace only
  --log-format <format>  pretty (readable lines) or json (one JSON object a line, every
                         request included, for log collectors) [LOG_FORMAT] (default pretty)
  --trust-proxy          take the client address from X-Forwarded-For [TRUST_PROXY] (default false)
  --instance-name <name> name shown for this instance [INSTANCE_NAME] (default Shiori)
  --default-light-theme <path>  theme JSON file new users start with in light mode [DEFAULT_LIGHT_THEME]
  --default-dark-theme <path>   theme JSON file new users start with in dark mode [DEFAULT_DARK_THEME]
  --smtp-url <url>       SMTP server for account mail, smtp://user:pass@host:587 or smtps://…
                         [SMTP_URL] (default none: mails, links included, are written to the log)
  --mail-from <address>  From address of account mail [MAIL_FROM] (default noreply@<host of --url>)
  --help                 print this help and exit`;

type Key =
  | 'port'
  | 'host'
  | 'dataDir'
  | 'url'
  | 'clientDist'
  | 'logLevel'
  | 'logFormat'
  | 'trustProxy'
  | 'instanceName'
  | 'defaultLightTheme'
  | 'defaultDarkTheme'
  | 'smtpUrl'
  | 'mailFrom';

const FLAGS: Record<string, Key> = {
  '--port': 'port',
  '--host': 'host',
  '--data-dir': 'dataDir',
  '--url': 'url',
  '--client-dist': 'clientDist',
  '--log-level': 'logLevel',
  '--log-format': 'logFormat',
  '--trust-proxy': 'trustProxy',
  '--instance-name': 'instanceName',
  '--default-light-theme': 'defaultLightTheme',
  '--default-dark-theme': 'defaultDarkTheme',
  '--smtp-url': 'smtpUrl',
  '--mail-from': 'mailFrom',
};

const ENV: Record<Key, string> = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  url: 'URL',
  clientDist: 'CLIENT_DIST',
  logLevel: 'LOG_LEVEL',
  logFormat: 'LOG_FORMAT',
  trustProxy: 'TRUST_PROXY',
  instanceName: 'INSTANCE_NAME',
  defaultLightTheme: 'DEFAULT_LIGHT_THEME',
  defaultDarkTheme: 'DEFAULT_DARK_THEME',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
};

// Resolved from this file so it works from both src/ (tsx, tests) and dist/ (production).
const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

export type ParseResult = { help: true } | { help: false; config: Config };

function parseFlags(argv: readonly string[]): { values: Partial<Record<Key, string>>; help: boolean } {
  const values: Partial<Record<Key, string>> = {};
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const key = FLAGS[name];
    if (key === undefined) throw new ConfigError(`unknown option '${arg}' (see --help)`);
    if (eq >= 0) {
      values[key] = arg.slice(eq + 1);
    } else if (key === 'trustProxy') {
      values[key] = 'true'; // a bare boolean flag
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new ConfigError(`option ${name} needs a value`);
      values[key] = next;
      i++;
    }
  }
  return { values, help };
}

function parsePort(raw: string): number {
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(`invalid port '${raw}': expected a number from 0 to 65535`);
  const port = Number(raw);
  if (port > 65535) throw new ConfigError(`invalid port '${raw}': expected a number from 0 to 65535`);
  return port;
}

function parseBoolean(raw: string, what: string): boolean {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  throw new ConfigError(`invalid ${what} '${raw}': expected true or false`);
}

function parseUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`invalid URL '${raw}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`invalid URL '${raw}': must start with http:// or https://`);
  }
  return parsed.origin;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a parsed theme is not installable (spec 000 §5, the client's rule), or null when it is. */
export function themeProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return 'not a JSON object';
  if (typeof value.id !== 'string') return 'id must be a string';
  if (typeof value.name !== 'string') return 'name must be a string';
  if (value.base !== 'light' && value.base !== 'dark') return "base must be 'light' or 'dark'";
  if (!isPlainObject(value.props)) return 'props must be an object';
  for (const [key, prop] of Object.entries(value.props)) {
    if (typeof prop !== 'string') return `prop '${key}' must be a string`;
  }
  return null;
}

/**
 * Reads and checks a default theme file at start, so a typo fails loudly now instead of
 * every new user silently getting the built-in theme. Returns the file's text unchanged:
 * meta hands it out as the JSON string Misskey clients expect.
 */
function readThemeFile(path: string, which: 'light' | 'dark'): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`cannot read the default ${which} theme '${path}' (${code})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError(`invalid default ${which} theme '${path}': not valid JSON`);
  }
  const problem = themeProblem(parsed);
  if (problem !== null) throw new ConfigError(`invalid default ${which} theme '${path}': ${problem}`);
  return text;
}

function parseSmtpUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError('invalid SMTP URL: expected smtp://host:port or smtps://host:port');
  }
  // The URL may hold a password, so it is never echoed in the message.
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new ConfigError('invalid SMTP URL: must start with smtp:// or smtps://');
  }
  if (parsed.hostname === '') throw new ConfigError('invalid SMTP URL: no host');
  return raw;
}

function parseMailFrom(raw: string): string {
  // One plain address; a display name or a second address is not taken (header injection).
  if (!/^[^\s@<>,"]+@[^\s@<>,"]+$/.test(raw)) throw new ConfigError(`invalid mail from address '${raw}'`);
  return raw;
}

export function urlFor(host: string, port: number): string {
  const h = host.includes(':') ? `[${host}]` : host; // IPv6 literal
  return `http://${h}:${port}`;
}

/** Parses flags (which win) and environment variables. Throws ConfigError on bad input. */
export function parseConfig(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): ParseResult {
  const { values: flags, help } = parseFlags(argv);
  if (help) return { help: true };
  const get = (key: Key): string | undefined => {
    const fromFlag = flags[key];
    if (fromFlag !== undefined) return fromFlag;
    const fromEnv = env[ENV[key]];
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
  };

  const port = parsePort(get('port') ?? '3000');
  const host = get('host') ?? '127.0.0.1';
  const logLevelRaw = get('logLevel') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    throw new ConfigError(`invalid log level '${logLevelRaw}': expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const logFormatRaw = get('logFormat') ?? 'pretty';
  if (!(LOG_FORMATS as readonly string[]).includes(logFormatRaw)) {
    throw new ConfigError(`invalid log format '${logFormatRaw}': expected pretty or json`);
  }
  const urlRaw = get('url');
  const instanceName = get('instanceName') ?? 'Shiori';
  if (instanceName.trim() === '') throw new ConfigError('the instance name must not be empty');
  const lightThemePath = get('defaultLightTheme');
  const darkThemePath = get('defaultDarkTheme');
  const url = urlRaw !== undefined ? parseUrl(urlRaw) : urlFor(host, port);
  const smtpUrl = get('smtpUrl');
  const mailFrom = get('mailFrom');

  return {
    help: false,
    config: {
      port,
      host,
      dataDir: resolve(cwd, get('dataDir') ?? './data'),
      url,
      urlExplicit: urlRaw !== undefined,
      clientDist: resolve(cwd, get('clientDist') ?? DEFAULT_CLIENT_DIST),
      logLevel: logLevelRaw as LogLevel,
      logFormat: logFormatRaw as LogFormat,
      trustProxy: parseBoolean(get('trustProxy') ?? 'false', 'trust-proxy value'),
      instanceName,
      defaultLightTheme:
        lightThemePath === undefined ? null : readThemeFile(resolve(cwd, lightThemePath), 'light'),
      defaultDarkTheme:
        darkThemePath === undefined ? null : readThemeFile(resolve(cwd, darkThemePath), 'dark'),
      smtpUrl: smtpUrl === undefined ? null : parseSmtpUrl(smtpUrl),
      mailFrom: parseMailFrom(mailFrom ?? `noreply@${new URL(url).hostname}`),
      disabledEndpoints: (env.SHIORI_TEST_DISABLED_ENDPOINTS ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
      oauthLoopbackClients: env.SHIORI_TEST_OAUTH_LOOPBACK_CLIENTS === '1',
      webhookLoopback: env.SHIORI_TEST_WEBHOOK_LOOPBACK === '1',
      rssLoopback: env.SHIORI_TEST_RSS_LOOPBACK === '1',
      pushLoopback: env.SHIORI_TEST_PUSH_LOOPBACK === '1',
      externalServiceLoopback: env.SHIORI_TEST_EXTERNAL_LOOPBACK === '1',
      urlPreviewLoopback: env.SHIORI_TEST_URL_PREVIEW_LOOPBACK === '1',
      captchaVerifyUrl: env.SHIORI_TEST_CAPTCHA_VERIFY_URL || null,
    },
  };
}

/** A configuration for tests and tools that do not go through the command line. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  const result = parseConfig([], {}, process.cwd());
  if (result.help) throw new Error('unreachable');
  return { ...result.config, ...overrides };
}
