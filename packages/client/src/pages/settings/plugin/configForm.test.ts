import { describe, expect, it } from 'vitest';
import type { PluginConfigItem } from '@/features/plugins';
import { configDataOf, draftOf } from './configForm';

const config: Record<string, PluginConfigItem> = {
  prefix: { type: 'string', label: 'Prefix', default: '> ' },
  times: { type: 'number', default: 2 },
  loud: { type: 'boolean', default: false },
};

describe("a plugin's settings form", () => {
  it('starts from the current values, typed for their fields', () => {
    expect(draftOf(config, { prefix: '# ', times: 3, loud: true })).toEqual({
      prefix: '# ',
      times: '3',
      loud: true,
    });
    expect(draftOf(config, { prefix: null, times: null, loud: null })).toEqual({
      prefix: '',
      times: '',
      loud: false,
    });
  });

  it('saves each value as its declared type', () => {
    expect(configDataOf(config, { prefix: 'x', times: ' 4.5 ', loud: true })).toEqual({
      ok: true,
      data: { prefix: 'x', times: 4.5, loud: true },
    });
  });

  it('puts back the default for an empty number and refuses one that is not a number', () => {
    expect(configDataOf(config, { prefix: '', times: '', loud: false })).toEqual({
      ok: true,
      data: { prefix: '', times: 2, loud: false },
    });
    expect(configDataOf(config, { prefix: '', times: 'many', loud: false })).toEqual({
      ok: false,
      badNumber: 'times',
    });
  });
});
