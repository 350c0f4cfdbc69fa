import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
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
