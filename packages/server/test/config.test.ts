import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function configOf(argv: string[], env: Record<string, string> = {}) {
  const result = parseConfig(argv, env, '/srv');
  if (result.help) throw new Error('unexpected help');
  return result.config;
}

describe('config', () => {
  it('has the documented defaults', () => {
    const config = configOf([]);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      url: 'http://127.0.0.1:3000',
      logLevel: 'info',
      trustProxy: false,
      instanceName: 'Shiori',
    });
    expect(config.clientDist).toBe(resolve(serverRoot, '../client/dist'));
  });

  it('reads the environment', () => {
    const config = configOf([], {
      PORT: '4000',
      HOST: '0.0.0.0',
      DATA_DIR: 'var',
      URL: 'https://example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      INSTANCE_NAME: 'Mine',
      CLIENT_DIST: '/opt/client',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '/srv/var',
      url: 'https://example.com',
      logLevel: 'warn',
      trustProxy: true,
      instanceName: 'Mine',
      clientDist: '/opt/client',
    });
  });

  it('lets flags beat the environment', () => {
    const config = configOf(['--port', '5000', '--host=::1', '--trust-proxy', '--instance-name', 'Flag'], {
      PORT: '4000',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'false',
      INSTANCE_NAME: 'Env',
    });
    expect(config).toMatchObject({ port: 5000, host: '::1', trustProxy: true, instanceName: 'Flag' });
    expect(config.url).toBe('http://[::1]:5000');
  });

  it('accepts port 0', () => {
    expect(configOf(['--port', '0']).port).toBe(0);
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--port', '-1']],
    [['--bogus']],
    [['--port']],
    [['--log-level', 'loud']],
    [['--url', 'ftp://x']],
  ])('rejects %j with a ConfigError', (argv) => {
    expect(() => parseConfig(argv, {}, '/srv')).toThrow(ConfigError);
  });

  it('rejects a bad PORT from the environment', () => {
    expect(() => parseConfig([], { PORT: 'eighty' }, '/srv')).toThrow(/invalid port 'eighty'/);
  });

  it('recognises --help', () => {
    expect(parseConfig(['--help'], {}, '/srv').help).toBe(true);
  });

  describe('default themes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shiori-themes-'));
    const write = (name: string, content: string) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const light = JSON.stringify({ id: 'l1', name: 'Paper', base: 'light', props: { accent: '#225588' } });
    const dark = JSON.stringify({ id: 'd1', name: 'Ink', base: 'dark', props: { bg: '#101010' } });
    const lightPath = write('light.json', light);
    const darkPath = write('dark.json', dark);

    it('are off by default', () => {
      expect(configOf([])).toMatchObject({ defaultLightTheme: null, defaultDarkTheme: null });
    });

    it('reads the files named by the environment and keeps their JSON text', () => {
      const config = configOf([], { DEFAULT_LIGHT_THEME: lightPath, DEFAULT_DARK_THEME: darkPath });
      expect(config.defaultLightTheme).toBe(light);
      expect(config.defaultDarkTheme).toBe(dark);
    });

    it('reads the files named by flags, relative to the working directory', () => {
      const result = parseConfig(
        ['--default-light-theme', 'light.json', '--default-dark-theme=dark.json'],
        { DEFAULT_LIGHT_THEME: '/nonexistent.json' },
        dir,
      );
      if (result.help) throw new Error('unexpected help');
      expect(result.config.defaultLightTheme).toBe(light);
      expect(result.config.defaultDarkTheme).toBe(dark);
    });

    it.each([
      ['{"id":"x","name":"X","base":"light","props":', /invalid default light theme '.*': not valid JSON/],
      ['[1]', /not a JSON object/],
      ['{"name":"X","base":"light","props":{}}', /id must be a string/],
      ['{"id":"x","name":"X","base":"sepia","props":{}}', /base must be 'light' or 'dark'/],
      ['{"id":"x","name":"X","base":"light"}', /props must be an object/],
      ['{"id":"x","name":"X","base":"light","props":{"bg":1}}', /prop 'bg' must be a string/],
    ])('rejects the theme file %s with a ConfigError', (content, message) => {
      const path = write('bad.json', content);
      expect(() => parseConfig(['--default-light-theme', path], {}, '/srv')).toThrow(ConfigError);
      expect(() => parseConfig(['--default-light-theme', path], {}, '/srv')).toThrow(message);
    });

    it('rejects a missing file', () => {
      expect(() => parseConfig([], { DEFAULT_DARK_THEME: join(dir, 'nope.json') }, '/srv')).toThrow(
        /cannot read the default dark theme '.*nope\.json' \(ENOENT\)/,
      );
    });

    it('makes the process exit 2 on a bad theme file', () => {
      const path = write('broken.json', 'not json');
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/main.ts', '--default-dark-theme', path],
        {
          cwd: serverRoot,
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(result.status).toBe(2);
      expect(result.stderr.trim()).toBe(`error: invalid default dark theme '${path}': not valid JSON`);
    });
  });

  describe('mail', () => {
    it('is off by default, with a From address on the instance host', () => {
      expect(configOf(['--url', 'https://social.example'])).toMatchObject({
        smtpUrl: null,
        mailFrom: 'noreply@social.example',
      });
    });

    it('takes SMTP_URL and MAIL_FROM, flags winning', () => {
      const env = { SMTP_URL: 'smtp://mailer:secret@mail.example:587', MAIL_FROM: 'hello@social.example' };
      expect(configOf([], env)).toMatchObject({ smtpUrl: env.SMTP_URL, mailFrom: 'hello@social.example' });
      expect(configOf(['--smtp-url', 'smtps://mail.example'], env).smtpUrl).toBe('smtps://mail.example');
    });

    it('refuses another scheme without echoing the URL, which may hold a password', () => {
      const attempt = () => configOf([], { SMTP_URL: 'http://mailer:secret@mail.example' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/^invalid SMTP URL: must start with smtp:\/\/ or smtps:\/\/$/);
      expect(() => configOf(['--mail-from', 'Name <a@b.example>'])).toThrow(ConfigError);
    });
  });

  it('makes the process exit 2 with a one-line message and no stack', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', 'nope'], {
      cwd: serverRoot,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("error: invalid port 'nope': expected a number from 0 to 65535");
    expect(result.stdout).toBe('');
  });
});
