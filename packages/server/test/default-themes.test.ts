import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { api, createTestApp } from './helpers.js';

const light = JSON.stringify({ id: 'l1', name: 'Paper', base: 'light', props: { accent: '#225588' } });

describe('meta: default themes', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('answers null when the operator set none', async () => {
    const app = await createTestApp();
    close = () => app.close();
    const meta = (await api(app, 'meta', { detail: false })).json();
    expect(meta.defaultLightTheme).toBeNull();
    expect(meta.defaultDarkTheme).toBeNull();
  });

  it('hands out the configured theme file as JSON text, in both meta forms', async () => {
    const config = defaultConfig({ clientDist: '/nonexistent-client-dist', defaultLightTheme: light });
    const app = await createTestApp({ config });
    close = () => app.close();
    for (const detail of [false, true]) {
      const meta = (await api(app, 'meta', { detail })).json();
      expect(meta.defaultLightTheme).toBe(light);
      expect(JSON.parse(meta.defaultLightTheme)).toMatchObject({ id: 'l1', base: 'light' });
      expect(meta.defaultDarkTheme).toBeNull();
    }
  });
});
